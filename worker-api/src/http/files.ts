import { MAX_UPLOAD_BYTES } from "@statement-converter/contract";
import {
  ERROR_MESSAGES,
  MEDIA_TYPES,
  type StatementFileKind,
  statementFileKind,
} from "@statement-converter/engine";
import { ApiError } from "./api-error.js";
import { limitBody } from "./validate.js";

/** Room for the multipart boundaries and part headers around a file of the maximum size. */
const MULTIPART_OVERHEAD = 64 * 1024;

export interface UploadedFile {
  name: string;
  /** What the bytes are (not what the name or the browser say). */
  kind: StatementFileKind;
  /** The media type of `kind`, stored with the file. */
  type: string;
  bytes: Uint8Array;
}

export const fileTooLarge = () => new ApiError("FILE_TOO_LARGE", "File size must be less than 10MB");

/** Middleware: an upload's body is refused past a file of the maximum size and its multipart framing. */
export const uploadBodyLimit = limitBody(MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD, fileTooLarge);

/** The `file` field of a multipart upload (its size bounded by `uploadBodyLimit` before). */
export async function readUpload(request: Request): Promise<UploadedFile> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new ApiError("BAD_REQUEST", 'Expected a multipart/form-data body with a field "file".');
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new ApiError("BAD_REQUEST", "Malformed multipart body.");
  }
  const file = form.get("file");
  if (!file || typeof file === "string") {
    throw new ApiError("VALIDATION_FAILED", "File is required", [
      { field: "file", message: "File is required" },
    ]);
  }
  if (file.size > MAX_UPLOAD_BYTES) throw fileTooLarge();
  if (file.size === 0) throw new ApiError("FILE_EMPTY", "File cannot be empty");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const name = cleanFileName(file.name);
  const kind = assertReadable(name, file.type, bytes);
  return { name, kind, type: MEDIA_TYPES[kind], bytes };
}

/**
 * The types the engine reads, judged by content (the engine's `statementFileKind`): a PDF by its
 * signature, an .xlsx (a ZIP holding `xl/`), an .xls (an OLE2 workbook) or a CSV (text named
 * .csv, .tsv, .txt or nothing). A file that claims to be a PDF (name or type) and is none of them
 * is PDF_INVALID; one named like a spreadsheet with nothing readable inside SHEET_INVALID;
 * anything else (images, documents, archives) 415.
 */
export function assertReadable(name: string, type: string, bytes: Uint8Array): StatementFileKind {
  const kind = statementFileKind(bytes, name);
  const claimsPdf = /^application\/(x-)?pdf\b/i.test(type);
  if (kind === "pdf" || kind === "xlsx" || kind === "xls") return kind;
  // Text named as text is a CSV whatever the type says; unnamed text claiming to be a PDF is not.
  if (kind === "csv" && (TEXT_NAME.test(name) || !claimsPdf)) return kind;
  if (kind === "pdf-invalid" || claimsPdf) {
    throw new ApiError("PDF_INVALID", ERROR_MESSAGES.PDF_INVALID);
  }
  if (kind === "damaged") {
    throw new ApiError("SHEET_INVALID", ERROR_MESSAGES.SHEET_INVALID);
  }
  throw new ApiError("UNSUPPORTED_FORMAT", ERROR_MESSAGES.UNSUPPORTED_FORMAT);
}

const TEXT_NAME = /\.(csv|tsv|txt|tab)$/i;

/**
 * Characters a file name shown to people must not hold: controls (Cc), invisible formatting
 * (Cf: the bidi overrides and isolates that make "invoice\u202Efdp.exe" read "invoiceexe.pdf",
 * zero-width marks) and line or paragraph separators (Zl, Zp).
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
const MAX_NAME = 255;

/** The first characters of `text` (whole code points) that fit in `units` UTF-16 units. */
function fitted(text: string, units: number): string {
  let out = "";
  for (const ch of text) {
    if (out.length + ch.length > units) break;
    out += ch;
  }
  return out;
}

/** The last path segment, without unsafe characters, at most 255 UTF-16 units, cut between characters. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? "").split(/[\\/]/).pop() ?? "";
  const clean = base.replace(UNSAFE, "").trim();
  if (!clean) return "statement.pdf";
  if (clean.length <= MAX_NAME) return clean;
  const ext = /\.[A-Za-z0-9]{1,8}$/.exec(clean)?.[0] ?? "";
  return fitted(clean.slice(0, clean.length - ext.length), MAX_NAME - ext.length) + ext;
}

/** R2 key of an upload: everything of a user lives under `users/{userId}/`; the extension is the type's. */
export function uploadKey(userId: string, conversionId: string, kind: StatementFileKind = "pdf"): string {
  return `users/${userId}/uploads/${conversionId}.${kind}`;
}

export const userPrefix = (userId: string) => `users/${userId}/`;

/** Deletes R2 objects, up to 1000 keys per call. */
export async function deleteObjects(bucket: R2Bucket, keys: readonly string[]) {
  for (let i = 0; i < keys.length; i += 1000) await bucket.delete(keys.slice(i, i + 1000));
}

/** Deletes every object under a user's prefix. */
export async function deleteUserObjects(bucket: R2Bucket, userId: string) {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: userPrefix(userId), cursor, limit: 1000 });
    await deleteObjects(
      bucket,
      page.objects.map((o) => o.key),
    );
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}
