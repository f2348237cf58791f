/**
 * A person on screen: initials for the avatar, the name or else the e-mail address. Apart from
 * format.ts so that the navbar's account button (components/account-menu.tsx) carries no number
 * or date formatting onto the home page (scripts/bundle-size.mjs).
 */

/** Two-letter initials from the names, else from the e-mail address. */
export function initials(person: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string;
}): string {
  const first = person.firstName?.trim()[0] ?? "";
  const last = person.lastName?.trim()[0] ?? "";
  const fromNames = `${first}${last}`;
  if (fromNames) return fromNames.toUpperCase();
  return (person.email?.trim().slice(0, 2) ?? "?").toUpperCase() || "?";
}

/** 'Jane Doe', or the e-mail address when no name is known. */
export function displayName(person: { firstName?: string | null; lastName?: string | null; email: string }) {
  const name = [person.firstName, person.lastName].filter(Boolean).join(" ").trim();
  return name || person.email;
}
