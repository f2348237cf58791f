import { API_KEY_PREFIX } from "@statement-converter/contract";
import { and, desc, eq, gt, isNull, or } from "drizzle-orm";
import { type Db, isoNow } from "../db/client.js";
import { apiKeys, users } from "../db/schema.js";
import { hashToken, newToken } from "./tokens.js";

/**
 * API keys for scripts and the SDK (decision 0016): `sc_live_` and 256 random bits, base64url, so
 * a key is easy to recognise in leaked text. Only the SHA-256 is stored, with the first
 * characters for the list; the key itself is shown once, when it is made.
 */
/** How much of a key the list shows: the prefix and four characters ('sc_live_AbCd'). */
const SHOWN = API_KEY_PREFIX.length + 4;

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function createApiKey(db: Db, userId: string, name: string, expiresAt: string | null) {
  const key = `${API_KEY_PREFIX}${newToken()}`;
  const [row] = await db
    .insert(apiKeys)
    .values({
      id: crypto.randomUUID(),
      userId,
      name,
      keyHash: await hashToken(key),
      keyStart: key.slice(0, SHOWN),
      expiresAt,
    })
    .returning();
  if (!row) throw new Error("insert into api_keys returned no row");
  return { key, row };
}

/** The owner of a live key (not revoked, not expired), and the key's row; null otherwise. */
export async function findApiKey(db: Db, key: string) {
  const keyHash = await hashToken(key);
  const now = isoNow();
  const row = await db
    .select({ user: users, key: apiKeys })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(
      and(
        eq(apiKeys.keyHash, keyHash),
        isNull(apiKeys.revokedAt),
        // Keys made before an address had to be confirmed: an unconfirmed account's keys do nothing.
        eq(users.emailVerified, true),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
      ),
    )
    .get();
  if (!row) return null;
  // When it was last used, at most once a minute per key (a write per request would be waste).
  if (!row.key.lastUsedAt || Date.parse(row.key.lastUsedAt) < Date.now() - 60_000) {
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.key.id));
  }
  return { keyHash, user: row.user, key: row.key };
}

/** The user's keys that are not revoked, newest first. */
export function listApiKeys(db: Db, userId: string) {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt));
}

/** Revokes one of the user's keys; false when the user has no such live key. */
export async function revokeApiKey(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: isoNow() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length === 1;
}

/**
 * Revokes every live key of the user (a password reset or change): a key made by whoever held the
 * account before, with its password, stops working. Returns how many.
 */
export async function revokeUserApiKeys(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: isoNow() })
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length;
}
