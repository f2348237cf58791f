import { Link, NavLink as RemixNavLink } from "@remix-run/react";
import type { User } from "@statement-converter/sdk";
import { MenuIcon } from "lucide-react";
import { useRef } from "react";
import { NAV_LINKS, USER_MENU_LINKS } from "~/utils/site";
import { useAutoCloseDetails } from "./disclosure";
import { Logo } from "./logo";
import { LogoutButton, UserMenu } from "./user-menu";

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
              <UserMenu user={user} />
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
        <MobileMenu user={user} />
      </nav>
    </header>
  );
}

function MobileMenu({ user }: { user: User | null }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useAutoCloseDetails(ref);
  return (
    <details className="mobile-menu navbar__mobile" ref={ref}>
      <summary aria-label="Menu">
        <MenuIcon size={24} />
      </summary>
      <div className="mobile-menu__panel">
        <ul>
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
          {user
            ? USER_MENU_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))
            : null}
        </ul>
        {user ? (
          <>
            <p className="muted">Signed in as {user.email}</p>
            <LogoutButton className="btn btn--block" />
          </>
        ) : (
          <>
            <Link to="/login" className="btn">
              Sign In
            </Link>
            <Link to="/register" className="btn btn--primary">
              Get Started
            </Link>
          </>
        )}
      </div>
    </details>
  );
}
