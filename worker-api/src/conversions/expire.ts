import { inArray } from "drizzle-orm";
import { type Db, isoNow } from "../db/client.js";
import { failStaleRuns, staleUploads } from "../db/queries/conversions.js";
import { conversions } from "../db/schema.js";
import { deleteObjects } from "../http/files.js";

/** Uploaded files of conversions not processed successfully within this time are deleted. */
export const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
/**
 * A run still `processing` this long after it started never ends by itself: the engine stops
 * every conversion within its 20 s deadline, so the Worker was stopped under it.
 */
export const STALE_RUN_MS = 15 * 60 * 1000;
export const STALE_RUN_MESSAGE =
  "Processing stopped before it finished. Try again; if it stops again, the file cannot be converted.";
const BATCH = 500;

/**
 * Ends runs stuck processing for over 15 minutes (failed, INTERNAL) and deletes the R2 files of
 * uploads left pending, failed or stuck processing for over 24 hours (their rows stay, without a
 * file). Returns how many files went.
 */
export async function expireConversions(db: Db, bucket: R2Bucket, now = Date.now()): Promise<number> {
  await failStaleRuns(db, isoNow(now - STALE_RUN_MS), "INTERNAL", STALE_RUN_MESSAGE);
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
  return removed;
}
