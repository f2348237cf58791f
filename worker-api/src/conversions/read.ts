import type { ConversionDetail, ConversionSummary, WireTransaction } from "@statement-converter/contract";
import type { Db } from "../db/client.js";
import { type ConversionRow, findConversion, pageConversions } from "../db/queries/conversions.js";
import { listTransactions } from "../db/queries/transactions.js";
import { notFound } from "../http/api-error.js";
import { toDetail, toSummary, toWireTransaction } from "./wire.js";

/** The caller's conversion; another user's id is a 404 like a missing one. */
export async function ownedConversion(db: Db, userId: string, id: string): Promise<ConversionRow> {
  const row = await findConversion(db, userId, id);
  if (!row) throw notFound("Conversion");
  return row;
}

/** One page of the caller's history and the total under the same filter. */
export async function historyPage(
  db: Db,
  userId: string,
  q: Parameters<typeof pageConversions>[2],
): Promise<{ summaries: ConversionSummary[]; total: number }> {
  const { rows, total } = await pageConversions(db, userId, q);
  return { summaries: rows.map(toSummary), total };
}

/** `GET /conversion/{id}`: the summary and the stored Statement JSON. */
export async function conversionDetail(db: Db, userId: string, id: string): Promise<ConversionDetail> {
  const row = await ownedConversion(db, userId, id);
  return toDetail(row, await listTransactions(db, row.id));
}

/** The stored rows of a conversion, on the wire. */
export async function conversionRows(db: Db, userId: string, id: string): Promise<WireTransaction[]> {
  const row = await ownedConversion(db, userId, id);
  const txs = await listTransactions(db, row.id);
  return txs.map((t) => toWireTransaction(t, row.bankName));
}
