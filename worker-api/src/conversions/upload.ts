import { database } from "../db/client.js";
import { isForeignKeyViolation } from "../db/constraints.js";
import { type ConversionRow, insertConversion } from "../db/queries/conversions.js";
import type { Bindings } from "../env.js";
import { ApiError } from "../lib/api-error.js";
import { type UploadedFile, uploadKey } from "../lib/files.js";

/**
 * A conversion begins: the statement file (PDF, .xlsx, .xls, CSV) goes to R2 under the user's
 * prefix and a `pending` conversion row points at it. The object is removed again when the row
 * cannot be written.
 */
export async function createUpload(
  env: Bindings,
  userId: string,
  file: UploadedFile,
): Promise<ConversionRow> {
  const id = crypto.randomUUID();
  const key = uploadKey(userId, id, file.kind);
  await env.FILES.put(key, file.bytes, {
    httpMetadata: { contentType: file.type },
    customMetadata: { userId, fileName: file.name },
  });
  try {
    return await insertConversion(database(env.DB), {
      id,
      userId,
      fileName: file.name,
      fileNameLower: file.name.toLowerCase(),
      fileSize: file.bytes.byteLength,
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
}
