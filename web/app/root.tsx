import "./utils/zod-config";
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData } from "@remix-run/react";
import { LucideProvider } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { GeneralErrorBoundary } from "./components/error-boundary";
import { Toasts } from "./components/toaster";
import appStyles from "./styles/app.css?url";
import { webConfig } from "./utils/env.server";
import { combineHeaders } from "./utils/http.server";
import { pageTitle } from "./utils/meta";
import { useNonce } from "./utils/nonce";
import { clearSessionCookie, getSession } from "./utils/session.server";
import { readToast } from "./utils/toast.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: appStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [
  { title: pageTitle() },
  {
    name: "description",
    content: "Convert bank statement PDFs into clean CSV, Excel and JSON transaction data in seconds.",
  },
];

/** The browser's time zone, remembered in a cookie so the server renders times as the user sees them. */
export const TIME_ZONE_COOKIE = "stmt_tz";

function readTimeZone(request: Request): string {
  const match = /(?:^|;\s*)stmt_tz=([^;]+)/.exec(request.headers.get("Cookie") ?? "");
  const zone = match?.[1] ? decodeURIComponent(match[1]) : "";
  try {
    if (zone) new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone || "UTC";
  } catch {
    return "UTC";
  }
}

/** On every navigation: who is signed in, and any flashed toast. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [session, flash] = await Promise.all([getSession(request, context), readToast(request)]);
  const headers = combineHeaders(
    flash.clear ? { "Set-Cookie": flash.clear } : null,
    session.expired ? { "Set-Cookie": clearSessionCookie(request) } : null,
  );
  return data(
    {
      user: session.user,
      toast: flash.toast,
      googleClientId: webConfig(context).GOOGLE_CLIENT_ID,
      timeZone: readTimeZone(request),
    },
    { headers },
  );
}

const TIME_ZONE_SCRIPT = `try{var z=Intl.DateTimeFormat().resolvedOptions().timeZone;if(z&&document.cookie.indexOf("${TIME_ZONE_COOKIE}="+encodeURIComponent(z))<0)document.cookie="${TIME_ZONE_COOKIE}="+encodeURIComponent(z)+"; path=/; max-age=31536000; samesite=lax"}catch(e){}`;

export function Layout({ children }: { children: ReactNode }) {
  // The CSP nonce of this answer (server only; the browser hides it once the page is parsed).
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1324" />
        <Meta />
        <Links />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of this file */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: TIME_ZONE_SCRIPT }} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { toast } = useLoaderData<typeof loader>();
  // Marks the page interactive (browser tests wait for it before clicking).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    // Icons are 20 px unless a use says otherwise (lucide's default is 24).
    <LucideProvider size={20}>
      <Outlet />
      <Toasts flash={toast} />
    </LucideProvider>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
