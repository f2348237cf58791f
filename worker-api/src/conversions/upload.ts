import { type Db, database } from "../db/client.js";
import { isForeignKeyViolation } from "../db/constraints.js";
import {
  type ConversionRow,
  deleteConversions,
  insertConversion,
  waitingUploads,
} from "../db/queries/conversions.js";
import type { Bindings } from "../env.js";
import { ApiError } from "../http/api-error.js";
import { type UploadedFile, uploadKey } from "../http/files.js";
import { UPLOAD_GRACE_MS } from "./expire.js";

/**
 * Most uploads of one account waiting to be converted (their files kept in R2): past it an upload
 * is refused until some are converted, deleted, or expire (UPLOAD_GRACE_MS after their upload).
 * About 1 GB of files at most, where a day's work of the busiest plan needs a few hundred MB.
 */
export const MAX_WAITING_UPLOADS = 100;

/**
 * 429 RATE_LIMITED while `userId` has MAX_WAITING_UPLOADS waiting (`counting` of them this
 * request's own); Retry-After: when the oldest expires.
 */
export async function assertRoomToWait(db: Db, userId: string, counting = 0) {
  const { count, oldest } = await waitingUploads(db, userId);
  if (count - counting < MAX_WAITING_UPLOADS) return;
  const now = Date.now();
  const frees = oldest ? Date.parse(oldest) + UPLOAD_GRACE_MS : now + UPLOAD_GRACE_MS;
  throw new ApiError(
    "RATE_LIMITED",
    `${MAX_WAITING_UPLOADS} uploaded files are waiting to be converted, the most an account may keep. Convert or delete some of them first; files not converted are deleted 24 hours after their upload.`,
    undefined,
    { "Retry-After": String(Math.max(1, Math.ceil((frees - now) / 1000))) },
  );
}

/** The file's SHA-256 as 64 lower-case hex digits (what a browser computes to compare a file). */
async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * A conversion begins: the statement file (PDF, .xlsx, .xls, CSV) goes to R2 under the user's
 * prefix and a `pending` conversion row points at it. The object is removed again when the row
 * cannot be written. At most MAX_WAITING_UPLOADS uploads of an account wait at once: the route
 * checks before it reads the body, and this once the row is in (of parallel uploads past the cap,
 * each removes its own).
 */
export async function createUpload(
  env: Bindings,
  userId: string,
  file: UploadedFile,
): Promise<ConversionRow> {
  const db = database(env.DB);
  const id = crypto.randomUUID();
  const key = uploadKey(userId, id, file.kind);
  const fileSha256 = await sha256Hex(file.bytes);
  await env.FILES.put(key, file.bytes, {
    httpMetadata: { contentType: file.type },
    customMetadata: { userId, fileName: file.name },
  });
  let row: ConversionRow;
  try {
    row = await insertConversion(db, {
      id,
      userId,
      fileName: file.name,
      fileNameLower: file.name.toLowerCase(),
      fileSize: file.bytes.byteLength,
      fileSha256,
      status: "pending",
      fileKey: key,
    });
  } catch (err) {
    await env.FILES.delete(key);
    // The account was deleted while its upload came in: the token is no longer valid.
    if (isForeignKeyViolation(err))
      throw new ApiError("UNAUTHENTICATED", "Session expired. Please login again.");
    throw err;
  }
  try {
    // This upload is one of the waiting ones now: past the cap with it, it goes again.
    await assertRoomToWait(db, userId, 1);
  } catch (err) {
    await deleteConversions(db, userId, [id]);
    await env.FILES.delete(key);
    throw err;
  }
  return row;
}
