import { type ExportFormat, exportFormatInfo, MAX_EXPORT_ROWS } from "@statement-converter/contract";
import { type ExportOptions, exportChunks, yieldToEventLoop } from "@statement-converter/engine";
import { releaseSlots, throttle, throttles } from "../auth/throttle.js";
import type { Db } from "../db/client.js";
import { allConversions, type ConversionRow, findConversions } from "../db/queries/conversions.js";
import { listTransactionsPage, type TransactionRow } from "../db/queries/transactions.js";
import { ApiError, notFound } from "../http/api-error.js";
import { downloadName, downloadResponse, zipName } from "../http/downloads.js";
import { ownedConversion } from "./read.js";
import { toStatement } from "./wire.js";
import { zipChunks } from "./zip-export.js";

const nothingToExport = () =>
  new ApiError("VALIDATION_FAILED", "No transaction data to export", [
    { field: "id", message: "No transaction data to export" },
  ]);

const count = (n: number) => n.toLocaleString("en-US");

/**
 * 422 past MAX_EXPORT_ROWS rows in one request (the ZIP, a download, the account export): decided
 * from the rows' counts, before any is read.
 */
export function assertExportable(rows: readonly ConversionRow[], what = "these conversions") {
  const total = rows.reduce((n, r) => n + (r.status === "completed" ? r.transactionsCount : 0), 0);
  if (total <= MAX_EXPORT_ROWS) return;
  const message = `An export holds at most ${count(MAX_EXPORT_ROWS)} rows; ${what} hold ${count(total)}. Export them in smaller groups.`;
  throw new ApiError("VALIDATION_FAILED", message, [{ field: "ids", message }]);
}

/**
 * An export's chunks, written while it holds one of its account's export slots: at most
 * MAX_RUNNING_EXPORTS run at once (one more is 429 RATE_LIMITED with Retry-After, like the other
 * throttles), so one account's parallel exports cannot take every turn of the Worker from others.
 * The slot is taken before the first chunk and given back after the last or when the download is
 * cancelled; one left by a stopped isolate frees itself after EXPORT_SLOT_MS.
 */
export async function runningExport<T>(
  db: Db,
  userId: string,
  chunks: () => AsyncGenerator<T>,
  waitUntil: WaitUntil,
): Promise<AsyncGenerator<T>> {
  const slot = await throttle(db, throttles.runningExports(userId));
  let ended = () => {};
  // A download the client cancels ends the request's own I/O with it: the slot is given back in
  // the time waitUntil keeps the Worker for, asked for while the request was still running.
  waitUntil(
    new Promise<void>((resolve) => {
      ended = resolve;
    }).then(() => releaseSlots(db, slot).catch(() => undefined)),
  );
  return (async function* () {
    try {
      yield* chunks();
    } finally {
      ended();
    }
  })();
}

/** ExecutionContext.waitUntil: work that outlives the response. */
export type WaitUntil = (promise: Promise<unknown>) => void;

/**
 * A single download of at most this many bytes (a statement of a few thousand rows) is answered
 * whole, with its Content-Length; a bigger one is streamed as it is written.
 */
const WHOLE_DOWNLOAD_BYTES = 1024 * 1024;

/** Rows per D1 read when a statement is read for an export. */
const ROWS_PER_READ = 2_000;

/** A stored statement's rows, a D1 page at a time, with other requests served between pages. */
export async function* transactionPages(db: Db, conversionId: string): AsyncGenerator<TransactionRow[]> {
  let after = -1;
  for (;;) {
    const page = await listTransactionsPage(db, conversionId, after, ROWS_PER_READ);
    if (page.length > 0) yield page;
    if (page.length < ROWS_PER_READ) return;
    after = page.at(-1)?.position ?? after;
    await yieldToEventLoop();
  }
}

async function loadStatement(db: Db, row: ConversionRow) {
  const rows: TransactionRow[] = [];
  for await (const page of transactionPages(db, row.id)) rows.push(...page);
  return toStatement(row, rows);
}

/** One completed conversion as a streamed file of `format`, named after the statement. */
export async function exportConversion(
  db: Db,
  userId: string,
  id: string,
  format: ExportFormat,
  options: ExportOptions,
  waitUntil: WaitUntil,
): Promise<Response> {
  const row = await ownedConversion(db, userId, id);
  if (row.status !== "completed") throw nothingToExport();
  assertExportable([row]);
  const chunks = await runningExport(
    db,
    userId,
    async function* () {
      yield* exportChunks(await loadStatement(db, row), format, options);
    },
    waitUntil,
  );
  return downloadResponse(
    chunks,
    exportFormatInfo(format).mediaType,
    downloadName(row.fileName, format),
    WHOLE_DOWNLOAD_BYTES,
  );
}

/**
 * The completed ones of the given conversions (all of the user's without ids) as one ZIP, streamed:
 * refused before anything is read past MAX_EXPORT_ROWS rows.
 */
export async function exportConversions(
  db: Db,
  userId: string,
  ids: readonly string[] | undefined,
  format: ExportFormat,
  options: ExportOptions,
  waitUntil: WaitUntil,
): Promise<Response> {
  let rows: ConversionRow[];
  if (ids) {
    rows = await findConversions(db, userId, ids);
    if (rows.length < new Set(ids).size) throw notFound("Conversion");
  } else {
    rows = await allConversions(db, userId);
  }
  const completed = rows.filter((r) => r.status === "completed");
  if (completed.length === 0) throw nothingToExport();
  assertExportable(completed);
  const items = completed.map((row) => ({ fileName: row.fileName, load: () => loadStatement(db, row) }));
  const chunks = await runningExport(db, userId, () => zipChunks(items, format, options), waitUntil);
  return downloadResponse(chunks, "application/zip", zipName());
}
