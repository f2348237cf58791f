import {
  type ExportFormat,
  type ExportOptions,
  type RenderedExport,
  renderExport,
} from "@statement-converter/engine";
import { MAX_EXPORT_ROWS } from "@statement-converter/sdk/contract";
import type { Db } from "../db/client.js";
import { allConversions, type ConversionRow, findConversions } from "../db/queries/conversions.js";
import { listTransactionsPage, type TransactionRow } from "../db/queries/transactions.js";
import { ApiError, notFound } from "../lib/api-error.js";
import { downloadName, zipName } from "../lib/downloads.js";
import { nextTurn } from "../lib/next-turn.js";
import { ownedConversion } from "./read.js";
import { toStatement } from "./wire.js";
import { chunkStream, zipChunks } from "./zip-export.js";

const nothingToExport = () =>
  new ApiError("VALIDATION_FAILED", "No transaction data to export", [
    { field: "id", message: "No transaction data to export" },
  ]);

/** 422 past MAX_EXPORT_ROWS rows in one request: decided from the rows' counts, before any is read. */
function assertExportable(rows: readonly ConversionRow[]) {
  const total = rows.reduce((n, r) => n + r.transactionsCount, 0);
  if (total <= MAX_EXPORT_ROWS) return;
  const message = `An export holds at most ${MAX_EXPORT_ROWS.toLocaleString("en-US")} rows; these conversions hold ${total.toLocaleString("en-US")}. Export them in smaller groups.`;
  throw new ApiError("VALIDATION_FAILED", message, [{ field: "ids", message }]);
}

/** A stored statement, its rows read a page at a time with other requests served between pages. */
async function loadStatement(db: Db, row: ConversionRow) {
  const rows: TransactionRow[] = [];
  for (;;) {
    const page = await listTransactionsPage(db, row.id, rows.at(-1)?.position ?? -1, ROWS_PER_READ);
    rows.push(...page);
    if (page.length < ROWS_PER_READ) break;
    await nextTurn();
  }
  return toStatement(row, rows);
}

/** Rows per D1 read when a statement is loaded for an export. */
const ROWS_PER_READ = 5_000;

/** One completed conversion as a file of `format`, named after the statement. */
export async function exportConversion(
  db: Db,
  userId: string,
  id: string,
  format: ExportFormat,
  options: ExportOptions,
): Promise<{ file: RenderedExport; name: string }> {
  const row = await ownedConversion(db, userId, id);
  if (row.status !== "completed") throw nothingToExport();
  assertExportable([row]);
  const file = await renderExport(await loadStatement(db, row), format, options);
  return { file, name: downloadName(row.fileName, format) };
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
): Promise<{ zip: ReadableStream<Uint8Array>; name: string }> {
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
  return { zip: chunkStream(zipChunks(items, format, options)), name: zipName() };
}
