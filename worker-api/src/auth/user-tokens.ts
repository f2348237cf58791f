import { and, eq, gt, isNull } from "drizzle-orm";
import { type Db, isoNow } from "../db/client.js";
import { userTokens } from "../db/schema.js";
import { hashToken, newToken } from "./tokens.js";

export type TokenPurpose = (typeof userTokens.$inferSelect)["purpose"];

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** Issues a single-use token (only its hash is stored) and returns the token itself. */
export async function issueUserToken(
  db: Db,
  { userId, purpose, ttlMs, email }: { userId: string; purpose: TokenPurpose; ttlMs: number; email?: string },
): Promise<string> {
  const token = newToken();
  await db.insert(userTokens).values({
    tokenHash: await hashToken(token),
    userId,
    purpose,
    email: email ?? null,
    expiresAt: isoNow(Date.now() + ttlMs),
  });
  return token;
}

/**
 * Uses a token up: one UPDATE marks it used only if it is unused and unexpired, so two
 * concurrent uses cannot both succeed. Returns the token row, or null.
 */
export async function consumeUserToken(db: Db, token: string, purpose: TokenPurpose) {
  const now = isoNow();
  const rows = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, await hashToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** Voids every open token of one purpose for a user (after a password reset, say). */
export async function voidUserTokens(db: Db, userId: string, purpose: TokenPurpose) {
  await db
    .update(userTokens)
    .set({ usedAt: isoNow() })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}

/** The link a mail carries: `{APP_ORIGIN}/{path}?token=...`. */
export function appLink(appOrigin: string, path: string, token: string): string {
  const url = new URL(path, appOrigin);
  url.searchParams.set("token", token);
  return url.toString();
}
