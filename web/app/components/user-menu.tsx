/**
 * The initials button and its menu (Radix DropdownMenu: name and e-mail, links, Logout). Loaded
 * by components/account-menu.tsx (the app shell's and the public navbar's) when first wanted.
 */
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Link, useSubmit } from "@remix-run/react";
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
import { displayName, initials } from "~/utils/person";
import { type NavLink, USER_MENU_LINKS } from "~/utils/site";

const ICONS: Record<string, LucideIcon> = {
  Dashboard: LayoutGridIcon,
  History: HistoryIcon,
  Profile: UserIcon,
};

export function UserMenu({
  user,
  links = USER_MENU_LINKS,
  defaultOpen = false,
}: {
  user: User;
  links?: NavLink[];
  /** Open as it appears (components/account-menu.tsx loads it on the first press). */
  defaultOpen?: boolean;
}) {
  const submit = useSubmit();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className="user-menu" aria-label={`Account menu for ${user.email}`}>
        <span className="avatar" aria-hidden="true">
          {initials(user)}
        </span>
        <ChevronDownIcon size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu__panel" align="end" sideOffset={6}>
          <DropdownMenu.Label className="menu__header">
            <strong>{displayName(user)}</strong>
            <span>{user.email}</span>
          </DropdownMenu.Label>
          {links.map((link) => {
            const Icon = ICONS[link.label] ?? ChevronRightIcon;
            return (
              <DropdownMenu.Item key={link.to} asChild className="menu__item">
                <Link to={link.to}>
                  <Icon size={18} />
                  {link.label}
                </Link>
              </DropdownMenu.Item>
            );
          })}
          <DropdownMenu.Separator className="menu__sep" />
          <DropdownMenu.Item
            className="menu__item menu__item--danger"
            onSelect={() => submit(null, { method: "post", action: "/logout" })}
          >
            <LogOutIcon size={18} />
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
