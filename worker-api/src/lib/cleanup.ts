import { inArray, lt, or } from "drizzle-orm";
import { type Db, isoNow } from "../db/client.js";
import { staleUploads } from "../db/queries/conversions.js";
import { conversions, sessions, userTokens } from "../db/schema.js";
import { deleteObjects } from "./files.js";
import { pruneLoginAttempts } from "./throttle.js";

/** Uploaded files of conversions not processed successfully within this time are deleted. */
export const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

/**
 * The scheduled clean-up (hourly cron): deletes the R2 files of uploads left pending, failed or
 * stuck processing for over 24 hours (their rows stay, without a file), and drops expired
 * sessions, spent or expired links and old throttle records. Returns how many files went.
 */
export async function cleanUp(db: Db, bucket: R2Bucket, now = Date.now()): Promise<number> {
  const before = isoNow(now - UPLOAD_GRACE_MS);
  let removed = 0;
  for (;;) {
    const stale = await staleUploads(db, before, BATCH);
    if (stale.length === 0) break;
    await deleteObjects(
      bucket,
      stale.flatMap((s) => (s.fileKey ? [s.fileKey] : [])),
    );
    const ids = stale.map((s) => s.id);
    for (let i = 0; i < ids.length; i += 90) {
      await db
        .update(conversions)
        .set({ fileKey: null })
        .where(inArray(conversions.id, ids.slice(i, i + 90)));
    }
    removed += stale.length;
    if (stale.length < BATCH) break;
  }
  const nowIso = isoNow(now);
  await db.delete(sessions).where(lt(sessions.expiresAt, nowIso));
  await db
    .delete(userTokens)
    .where(or(lt(userTokens.expiresAt, nowIso), lt(userTokens.usedAt, isoNow(now - UPLOAD_GRACE_MS))));
  await pruneLoginAttempts(db, now);
  return removed;
}
