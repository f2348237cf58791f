/**
 * The account menu (components/user-menu.tsx), its code loaded when it is first wanted: until then
 * a button drawn like the menu's trigger stands in. The pointer coming near it or focus fetches
 * the code; a press opens the menu, also one made before the code has arrived (the stand-in is
 * part of the page as it hydrates). So a signed-in screen's first load carries no menu code
 * (scripts/bundle-size.mjs counts what a screen loads).
 */
import type { User } from "@statement-converter/sdk";
import { ChevronDownIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { initials } from "~/utils/person";
import type { NavLink } from "~/utils/site";

const loadUserMenu = () => import("./user-menu");
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));

export function AccountMenu({ user, links }: { user: User; links?: NavLink[] }) {
  const [pressed, setPressed] = useState(false);
  const standIn = (
    <button
      type="button"
      className="user-menu"
      aria-label={`Account menu for ${user.email}`}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadUserMenu()}
      onFocus={() => void loadUserMenu()}
      onClick={() => setPressed(true)}
    >
      <span className="avatar" aria-hidden="true">
        {initials(user)}
      </span>
      <ChevronDownIcon size={16} />
    </button>
  );
  if (!pressed) return standIn;
  return (
    <Suspense fallback={standIn}>
      <UserMenu user={user} {...(links ? { links } : {})} defaultOpen />
    </Suspense>
  );
}
