import { NavLink } from "@remix-run/react";
import type { User } from "@statement-converter/sdk";
import type { ReactNode } from "react";
import { Icon, type IconName } from "./icons";
import { Logo } from "./logo";
import { UserMenu } from "./user-menu";

/** The side menu of the signed-in screens. */
export const APP_NAV: { label: string; to: string; icon: IconName }[] = [
  { label: "Dashboard", to: "/dashboard", icon: "grid" },
  { label: "Convert Statement", to: "/pdf-converter", icon: "upload" },
  { label: "History", to: "/history", icon: "history" },
  { label: "Profile", to: "/profile", icon: "user" },
  { label: "Home", to: "/", icon: "home" },
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
          <UserMenu user={user} links={[{ label: "Profile", to: "/profile" }]} />
        </div>
      </header>
      <nav className="app-sidebar" aria-label="App">
        <ul>
          {APP_NAV.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === "/"}>
                <Icon name={item.icon} />
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
