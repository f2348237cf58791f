import { lt, or } from "drizzle-orm";
import { pruneVisitorUsage } from "../allowance/usage.js";
import { pruneRateEvents } from "../auth/throttle.js";
import { expireConversions, UPLOAD_GRACE_MS } from "../conversions/index.js";
import { type Db, isoNow } from "../db/client.js";
import { sessions, userTokens } from "../db/schema.js";

/**
 * The scheduled clean-up (hourly cron): expires conversions (stuck runs end as failed, stale
 * uploads lose their files), and drops expired sessions, spent or expired links, old throttle
 * records and visitors' page counts once their 24 hours are over. Returns how many files went.
 */
export async function cleanUp(db: Db, bucket: R2Bucket, now = Date.now()): Promise<number> {
  const removed = await expireConversions(db, bucket, now);
  const nowIso = isoNow(now);
  await db.delete(sessions).where(lt(sessions.expiresAt, nowIso));
  await db
    .delete(userTokens)
    .where(or(lt(userTokens.expiresAt, nowIso), lt(userTokens.usedAt, isoNow(now - UPLOAD_GRACE_MS))));
  await pruneRateEvents(db, now);
  await pruneVisitorUsage(db, now);
  return removed;
}
