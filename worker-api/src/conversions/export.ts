import {
  type ExportFormat,
  type ExportOptions,
  type RenderedExport,
  renderExport,
} from "@statement-converter/engine";
import type { Db } from "../db/client.js";
import { allConversions, type ConversionRow, findConversions } from "../db/queries/conversions.js";
import { listTransactions } from "../db/queries/transactions.js";
import { ApiError, notFound } from "../lib/api-error.js";
import { downloadName, zipName } from "../lib/downloads.js";
import { ownedConversion } from "./read.js";
import { toStatement } from "./wire.js";
import { zipStatements } from "./zip-export.js";

const nothingToExport = () =>
  new ApiError("VALIDATION_FAILED", "No transaction data to export", [
    { field: "id", message: "No transaction data to export" },
  ]);

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
  const file = await renderExport(toStatement(row, await listTransactions(db, row.id)), format, options);
  return { file, name: downloadName(row.fileName, format) };
}

/** The completed ones of the given conversions (all of the user's without ids) as one ZIP. */
export async function exportConversions(
  db: Db,
  userId: string,
  ids: readonly string[] | undefined,
  format: ExportFormat,
  options: ExportOptions,
): Promise<{ zip: Uint8Array; name: string }> {
  let rows: ConversionRow[];
  if (ids) {
    rows = await findConversions(db, userId, ids);
    if (rows.length < new Set(ids).size) throw notFound("Conversion");
  } else {
    rows = await allConversions(db, userId);
  }
  const completed = rows.filter((r) => r.status === "completed");
  if (completed.length === 0) throw nothingToExport();
  const [first, ...rest] = completed.map((r) => listTransactions(db, r.id));
  const txLists = first ? await db.batch([first, ...rest]) : [];
  const zip = await zipStatements(
    completed.map((row, i) => ({ fileName: row.fileName, statement: toStatement(row, txLists[i] ?? []) })),
    format,
    options,
  );
  return { zip, name: zipName() };
}
