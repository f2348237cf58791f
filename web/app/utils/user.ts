/** The signed-in user as root's loader found it, for any component. */
import { useRouteLoaderData } from "@remix-run/react";
import type { User } from "@statement-converter/sdk";
import type { loader as rootLoader } from "~/root";

export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>("root");
}

export function useOptionalUser(): User | null {
  return useRootData()?.user ?? null;
}

/** For screens behind `requireUser`: the user is always there. */
export function useUser(): User {
  const user = useOptionalUser();
  if (!user) throw new Error("useUser() needs a signed-in user: guard the route's loader with requireUser()");
  return user;
}

/** The browser's time zone (from the `stmt_tz` cookie root sets), else UTC. */
export function useTimeZone(): string {
  return useRootData()?.timeZone ?? "UTC";
}
