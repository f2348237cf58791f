import { Link, NavLink as RemixNavLink } from "@remix-run/react";
import type { User } from "@statement-converter/sdk";
import { MenuIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { NAV_LINKS } from "~/utils/site";
import { AccountMenu } from "./account-menu";
import { Logo } from "./logo";

// Loaded when needed, so that a visitor's page carries no menu code (scripts/bundle-size.mjs): the
// account menu's code behind its stand-in (components/account-menu.tsx, which is part of the page
// as it hydrates, so a press made before the code arrives still opens the menu), the narrow-screen
// menu on its first press. The server drew an account menu: fetch its code now, while the page
// hydrates, so that the press finds it there.
if (typeof document !== "undefined" && document.querySelector(".navbar .user-menu"))
  void import("./user-menu");
const MobileMenu = lazy(() => import("./mobile-menu"));

/** The public navbar: visitors get Sign In / Get Started, signed-in users Dashboard and the user menu. */
export function SiteNavbar({ user }: { user: User | null }) {
  return (
    <header className="navbar">
      <nav className="container navbar__inner" aria-label="Main">
        <Logo />
        <ul className="navbar__links">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              {link.to.includes("#") ? (
                <Link to={link.to}>{link.label}</Link>
              ) : (
                <RemixNavLink to={link.to} end>
                  {link.label}
                </RemixNavLink>
              )}
            </li>
          ))}
        </ul>
        <div className="navbar__actions">
          {user ? (
            <>
              <Link to="/dashboard" className="btn btn--primary btn--sm">
                Dashboard
              </Link>
              <AccountMenu user={user} />
            </>
          ) : (
            <>
              <Link to="/login" className="btn btn--ghost btn--sm">
                Sign In
              </Link>
              <Link to="/register" className="btn btn--primary btn--sm">
                Get Started
              </Link>
            </>
          )}
        </div>
        <MobileMenuButton user={user} />
      </nav>
    </header>
  );
}

function MobileMenuButton({ user }: { user: User | null }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <div className="navbar__mobile">
      <button
        type="button"
        className="mobile-menu__button"
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon size={24} />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenu user={user} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
