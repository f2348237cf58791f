import { env } from "cloudflare:test";
import type { Statement, Transaction } from "@statement-converter/engine";
import { longStatement } from "@statement-converter/engine/testing";
import { describe, expect, it } from "vitest";
import { saveStatement } from "../src/conversions/save.js";
import { database } from "../src/db/client.js";
import type { ConversionRow } from "../src/db/queries/conversions.js";
import { makeUser } from "./helpers.js";

/** The sample statement with `count` rows (row i: i cents); `broken` rows have no date (the column is NOT NULL). */
function statementOf(count: number, broken: number[] = []): Statement {
  const statement = longStatement(count);
  for (const i of broken) (statement.transactions[i] as Transaction).date = null as unknown as string;
  return statement;
}

/** A conversion being processed (claimed), as saveStatement finds it. */
async function processing(): Promise<ConversionRow> {
  const { user } = await makeUser();
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO conversions (id, user_id, file_name, file_name_lower, file_size, status)
     VALUES (?1, ?2, 'big.pdf', 'big.pdf', 1, 'processing')`,
  )
    .bind(id, user.id)
    .run();
  return { id } as ConversionRow;
}

const stored = async (id: string) => {
  const rows = await env.DB.prepare(
    "SELECT position, amount_cents AS cents FROM transactions WHERE conversion_id = ?1 ORDER BY position",
  )
    .bind(id)
    .all<{ position: number; cents: number }>();
  const conversion = await env.DB.prepare(
    "SELECT status, transactions_count AS count FROM conversions WHERE id = ?1",
  )
    .bind(id)
    .first<{ status: string; count: number | null }>();
  return { rows: rows.results, conversion };
};

describe("saving a statement", () => {
  it("writes a big statement in several batches: every row in order, then the conversion completed", async () => {
    const conversion = await processing();
    await saveStatement(database(env.DB), conversion, statementOf(1_500));
    const { rows, conversion: saved } = await stored(conversion.id);
    expect(rows).toHaveLength(1_500);
    expect(rows.every((r, i) => r.position === i && r.cents === i)).toBe(true);
    expect(saved).toEqual({ status: "completed", count: 1_500 });
    // Saved again (a retry), the new rows replace the old ones.
    await saveStatement(database(env.DB), conversion, statementOf(3));
    expect((await stored(conversion.id)).rows).toHaveLength(3);
  });

  it("takes the rows of the earlier batches away again when a later batch fails, and leaves the conversion processing", async () => {
    const conversion = await processing();
    await expect(saveStatement(database(env.DB), conversion, statementOf(1_500, [1_200]))).rejects.toThrow(
      /NOT NULL/,
    );
    const { rows, conversion: after } = await stored(conversion.id);
    expect(rows).toEqual([]);
    expect(after).toEqual({ status: "processing", count: 0 });
  });
});
