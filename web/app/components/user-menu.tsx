import { Form, Link } from "@remix-run/react";
import type { User } from "@statement-converter/sdk";
import {
  ChevronDownIcon,
  ChevronRightIcon,
  HistoryIcon,
  LayoutGridIcon,
  LogOutIcon,
  type LucideIcon,
  UserIcon,
} from "lucide-react";
import { useRef } from "react";
import { displayName, initials } from "~/utils/format";
import { type NavLink, USER_MENU_LINKS } from "~/utils/site";
import { useAutoCloseDetails } from "./disclosure";

const ICONS: Record<string, LucideIcon> = {
  Dashboard: LayoutGridIcon,
  History: HistoryIcon,
  Profile: UserIcon,
};

/** The initials button and its menu (e-mail, links, Logout). Used by the navbar and the app shell. */
export function UserMenu({ user, links = USER_MENU_LINKS }: { user: User; links?: NavLink[] }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useAutoCloseDetails(ref);
  return (
    <details className="menu user-menu" ref={ref}>
      <summary aria-label={`Account menu for ${user.email}`}>
        <span className="avatar" aria-hidden="true">
          {initials(user)}
        </span>
        <ChevronDownIcon size={16} />
      </summary>
      <div className="menu__panel">
        <div className="menu__header">
          <strong>{displayName(user)}</strong>
          <span>{user.email}</span>
        </div>
        {links.map((link) => {
          const Icon = ICONS[link.label] ?? ChevronRightIcon;
          return (
            <Link key={link.to} to={link.to} className="menu__item">
              <Icon size={18} />
              {link.label}
            </Link>
          );
        })}
        <hr className="menu__sep" />
        <LogoutButton className="menu__item menu__item--danger" />
      </div>
    </details>
  );
}

/** POSTs to /logout (works without JavaScript). */
export function LogoutButton({ className = "btn" }: { className?: string }) {
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={className}>
        <LogOutIcon size={18} />
        Logout
      </button>
    </Form>
  );
}
