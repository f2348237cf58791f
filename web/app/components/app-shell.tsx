import { NavLink } from "@remix-run/react";
import type { User } from "@statement-converter/sdk";
import { HistoryIcon, HouseIcon, LayoutGridIcon, type LucideIcon, UploadIcon, UserIcon } from "lucide-react";
import type { ReactNode } from "react";
import { AccountMenu } from "./account-menu";
import { Logo } from "./logo";

/** The side menu of the signed-in screens. */
export const APP_NAV: { label: string; to: string; icon: LucideIcon }[] = [
  { label: "Dashboard", to: "/dashboard", icon: LayoutGridIcon },
  { label: "Convert Statement", to: "/pdf-converter", icon: UploadIcon },
  { label: "History", to: "/history", icon: HistoryIcon },
  { label: "Profile", to: "/profile", icon: UserIcon },
  { label: "Home", to: "/", icon: HouseIcon },
];

/**
 * The authenticated layout (docs/architecture.md#screens): top bar with the user's e-mail, initials
 * avatar and dropdown (Profile, Logout), a side menu, and the screen in `children`.
 * `routes/_app.tsx` renders it around every signed-in route.
 */
export function AppShell({ user, children }: { user: User; children: ReactNode }) {
  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className="app-topbar">
        <Logo to="/dashboard" />
        <div className="app-topbar__end">
          <span className="muted app-topbar__email">{user.email}</span>
          <AccountMenu user={user} links={[{ label: "Profile", to: "/profile" }]} />
        </div>
      </header>
      <nav className="app-sidebar" aria-label="App">
        <ul>
          {APP_NAV.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === "/"}>
                <item.icon />
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="app-main">
        <div className="app-main__inner">{children}</div>
      </main>
    </div>
  );
}

/** A screen's title row with its main action(s), e.g. `<PageHead title="Dashboard" actions={...} />`. */
export function PageHead({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <div className="app-page-head">
      <h1>{title}</h1>
      {actions ? <div className="btn-row">{actions}</div> : null}
    </div>
  );
}
