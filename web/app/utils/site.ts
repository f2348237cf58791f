/** Site-wide constants: name, contact points, navigation and footer links. */

export const SITE_NAME = "Statement Converter";
export const SUPPORT_EMAIL = "support@statementconverter.app";
export const SALES_EMAIL = "sales@statementconverter.app";
export const PRIVACY_EMAIL = "privacy@statementconverter.app";
export const SUPPORT_HOURS = "Monday to Friday, 9AM-6PM EST";
/** The public board where users post statements that do not convert correctly. */
export const FEEDBACK_BOARD_URL = "https://github.com/statement-converter/feedback/discussions";

export interface NavLink {
  label: string;
  to: string;
  external?: boolean;
}

/** The public navbar: Home, Features, Pricing, FAQ, Contact. */
export const NAV_LINKS: NavLink[] = [
  { label: "Home", to: "/" },
  { label: "Features", to: "/#features" },
  { label: "Pricing", to: "/pricing" },
  { label: "FAQ", to: "/#faq" },
  { label: "Contact", to: "/contact" },
];

/** The signed-in user's menu (navbar and authenticated layout). */
export const USER_MENU_LINKS: NavLink[] = [
  { label: "Dashboard", to: "/dashboard" },
  { label: "History", to: "/history" },
  { label: "Profile", to: "/profile" },
];

export const FOOTER_GROUPS: { title: string; links: NavLink[] }[] = [
  {
    title: "Product",
    links: [
      { label: "Features", to: "/#features" },
      { label: "How It Works", to: "/#howitworks" },
      { label: "Converter", to: "/converter" },
      { label: "Pricing", to: "/pricing" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About", to: "/about" },
      { label: "Blog", to: "/blog" },
      { label: "Contact", to: "/contact" },
      { label: "Feedback Board", to: FEEDBACK_BOARD_URL, external: true },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Privacy Policy", to: "/privacy" },
      { label: "Terms of Service", to: "/terms" },
      { label: "Cookie Policy", to: "/cookies" },
      { label: "Compliance", to: "/compliance" },
      { label: "GDPR", to: "/gdpr" },
    ],
  },
];

export const TRUST_BADGES = ["SOC 2", "256-bit SSL", "ISO 27001"] as const;

/** Routes only a signed-in user may open (the `_app.*` screens). */
export const PROTECTED_PATHS = ["/dashboard", "/pdf-converter", "/history", "/results", "/profile"] as const;

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
