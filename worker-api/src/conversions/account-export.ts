import { pacedChunks, slices } from "@statement-converter/engine";
import type { Db } from "../db/client.js";
import { allConversions, type ConversionRow } from "../db/queries/conversions.js";
import { toWireUser, type UserRow } from "../db/queries/users.js";
import { streamResponse } from "../http/downloads.js";
import { assertExportable, runningExport, transactionPages, type WaitUntil } from "./export.js";
import { toStoredStatementJson, toSummary, toWireTransaction } from "./wire.js";

/**
 * `GET /auth/export`: the account and every conversion with its Statement JSON when completed
 * (the contract's AccountExport), streamed: refused past MAX_EXPORT_ROWS rows before any is read,
 * then written a statement at a time, its rows a D1 page at a time, with other requests served
 * between chunks. The text is what `JSON.stringify` of the whole answer would give.
 */
export async function exportAccount(db: Db, user: UserRow, waitUntil: WaitUntil): Promise<Response> {
  const rows = await allConversions(db, user.id);
  assertExportable(rows, "your conversions");
  const json = await runningExport(db, user.id, () => accountJson(db, user, rows), waitUntil);
  return streamResponse(pacedChunks(json), { "content-type": "application/json" });
}

async function* accountJson(db: Db, user: UserRow, rows: readonly ConversionRow[]): AsyncGenerator<string> {
  yield `{"success":true,"data":{"user":${JSON.stringify(toWireUser(user))},"conversions":[`;
  for (const [i, row] of rows.entries()) {
    yield `${i === 0 ? "" : ","}${JSON.stringify(toSummary(row)).slice(0, -1)},"statement":`;
    if (row.status === "completed") yield* statementJson(db, row);
    else yield "null";
    yield "}";
  }
  yield "]}}";
}

/** A stored conversion's Statement JSON, its transactions spliced in as they are read. */
async function* statementJson(db: Db, row: ConversionRow): AsyncGenerator<string> {
  // Transactions come after the statement's other fields and before ocrPages (toStatementJson).
  const { transactions: _, ocrPages, ...head } = toStoredStatementJson(row, []);
  yield `${JSON.stringify(head).slice(0, -1)},"transactions":[`;
  let first = true;
  for await (const page of transactionPages(db, row.id)) {
    for (const slice of slices(page)) {
      const text = slice.map((t) => JSON.stringify(toWireTransaction(t, row.bankName))).join(",");
      yield first ? text : `,${text}`;
      first = false;
    }
  }
  yield `]${ocrPages ? `,"ocrPages":${JSON.stringify(ocrPages)}` : ""}}`;
}
