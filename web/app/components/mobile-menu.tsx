/**
 * The public navbar's menu on narrow screens: a sheet under the navbar (Radix Dialog) with the
 * site's links and Sign In / Get Started, or the account's links and Logout. site-navbar.tsx loads
 * it on the first press of its Menu button; a link closes it as it navigates.
 */
import * as RadixDialog from "@radix-ui/react-dialog";
import { Link } from "@remix-run/react";
import type { User } from "@statement-converter/sdk";
import { NAV_LINKS, USER_MENU_LINKS } from "~/utils/site";
import { LogoutButton } from "./logout-button";

export default function MobileMenu({
  user,
  open,
  onOpenChange,
}: {
  user: User | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const links = user ? [...NAV_LINKS, ...USER_MENU_LINKS] : NAV_LINKS;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="mobile-menu__overlay" />
        <RadixDialog.Content className="mobile-menu__panel" aria-describedby={undefined}>
          <RadixDialog.Title className="visually-hidden">Menu</RadixDialog.Title>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <RadixDialog.Close asChild>
                  <Link to={link.to}>{link.label}</Link>
                </RadixDialog.Close>
              </li>
            ))}
          </ul>
          {user ? (
            <>
              <p className="muted">Signed in as {user.email}</p>
              <LogoutButton className="btn btn--block" />
            </>
          ) : (
            <>
              <RadixDialog.Close asChild>
                <Link to="/login" className="btn">
                  Sign In
                </Link>
              </RadixDialog.Close>
              <RadixDialog.Close asChild>
                <Link to="/register" className="btn btn--primary">
                  Get Started
                </Link>
              </RadixDialog.Close>
            </>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
