import type { ConversionStatus, HistorySort } from "@statement-converter/contract";
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { chunk, type Db } from "../client.js";
import { conversions } from "../schema.js";

export type ConversionRow = typeof conversions.$inferSelect;

const rowid = sql`"conversions"."rowid"`;

/** Server-side orders of the history list; ties fall back to upload order, newest first. */
const ORDERS: Record<HistorySort, SQL[]> = {
  newest: [desc(conversions.uploadDate), desc(rowid)],
  oldest: [asc(conversions.uploadDate), asc(rowid)],
  name_asc: [asc(conversions.fileNameLower), desc(conversions.uploadDate), desc(rowid)],
  name_desc: [desc(conversions.fileNameLower), desc(conversions.uploadDate), desc(rowid)],
  largest: [desc(conversions.fileSize), desc(conversions.uploadDate), desc(rowid)],
  smallest: [asc(conversions.fileSize), desc(conversions.uploadDate), desc(rowid)],
};

export interface HistoryFilter {
  search?: string | undefined;
  status?: ConversionStatus | undefined;
}

/** `LIKE` pattern for "contains", with %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function historyWhere(userId: string, filter: HistoryFilter): SQL | undefined {
  const parts: SQL[] = [eq(conversions.userId, userId)];
  if (filter.status) parts.push(eq(conversions.status, filter.status));
  if (filter.search) {
    parts.push(sql`${conversions.fileNameLower} LIKE ${containsPattern(filter.search)} ESCAPE '\\'`);
  }
  return and(...parts);
}

/** One page of the caller's conversions and the total count under the same filter. */
export async function pageConversions(
  db: Db,
  userId: string,
  q: HistoryFilter & { page: number; limit: number; sort: HistorySort },
) {
  const where = historyWhere(userId, q);
  const [rows, totals] = await db.batch([
    db
      .select()
      .from(conversions)
      .where(where)
      .orderBy(...ORDERS[q.sort])
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(conversions).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** The caller's conversion, or undefined (also for another user's id: the caller sees a 404). */
export function findConversion(db: Db, userId: string, id: string) {
  return db
    .select()
    .from(conversions)
    .where(and(eq(conversions.id, id), eq(conversions.userId, userId)))
    .get();
}

/** Ids per `IN (...)`: D1 binds at most 100 variables per statement. */
const IDS_PER_QUERY = 90;

/** The caller's conversions among `ids`, newest first (ids of other users are left out). */
export async function findConversions(db: Db, userId: string, ids: readonly string[]) {
  const parts = chunk([...new Set(ids)], IDS_PER_QUERY);
  const rows = (
    await Promise.all(
      parts.map((part) =>
        db
          .select()
          .from(conversions)
          .where(and(eq(conversions.userId, userId), inArray(conversions.id, part))),
      ),
    )
  ).flat();
  return rows.sort((a, b) => b.uploadDate.localeCompare(a.uploadDate));
}

export function allConversions(db: Db, userId: string) {
  return db
    .select()
    .from(conversions)
    .where(eq(conversions.userId, userId))
    .orderBy(desc(conversions.uploadDate), desc(rowid));
}

export async function insertConversion(db: Db, values: typeof conversions.$inferInsert) {
  const [row] = await db.insert(conversions).values(values).returning();
  if (!row) throw new Error("insert into conversions returned no row");
  return row;
}

export function updateConversion(db: Db, id: string, values: Partial<typeof conversions.$inferInsert>) {
  return db.update(conversions).set(values).where(eq(conversions.id, id));
}

/** Deletes the caller's conversions among `ids` (their rows cascade); returns what was deleted. */
export async function deleteConversions(db: Db, userId: string, ids: readonly string[]) {
  const statements = chunk([...new Set(ids)], IDS_PER_QUERY).map((part) =>
    db
      .delete(conversions)
      .where(and(eq(conversions.userId, userId), inArray(conversions.id, part)))
      .returning({ id: conversions.id, fileKey: conversions.fileKey }),
  );
  const [first, ...rest] = statements;
  if (!first) return [];
  return (await db.batch([first, ...rest])).flat();
}

/**
 * A user's uploads whose file still waits in R2 (not yet converted: pending, failed, processing),
 * how many and the oldest one's upload date.
 */
export async function waitingUploads(db: Db, userId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)`, oldest: sql<string | null>`min(${conversions.uploadDate})` })
    .from(conversions)
    .where(
      and(
        eq(conversions.userId, userId),
        isNotNull(conversions.fileKey),
        ne(conversions.status, "completed"),
      ),
    );
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

/**
 * Uploads whose file still sits in R2 although nobody processed it successfully within the
 * grace period: pending or failed ones, and runs that died while processing.
 */
export function staleUploads(db: Db, uploadedBefore: string, limit: number) {
  return db
    .select({ id: conversions.id, fileKey: conversions.fileKey })
    .from(conversions)
    .where(
      and(
        isNotNull(conversions.fileKey),
        lt(conversions.uploadDate, uploadedBefore),
        or(
          eq(conversions.status, "pending"),
          eq(conversions.status, "failed"),
          eq(conversions.status, "processing"),
        ),
      ),
    )
    .limit(limit);
}

/**
 * Ends runs that started processing before `startedBefore` and never finished (the Worker was
 * stopped mid-run): they become failed with `code` and `message`. Runs recorded before processedAt
 * marked their start are judged by their upload date. Returns how many.
 */
export async function failStaleRuns(db: Db, startedBefore: string, code: string, message: string) {
  const ended = await db
    .update(conversions)
    .set({ status: "failed", errorCode: code, errorMessage: message })
    .where(
      and(
        eq(conversions.status, "processing"),
        or(
          lt(conversions.processedAt, startedBefore),
          and(isNull(conversions.processedAt), lt(conversions.uploadDate, startedBefore)),
        ),
      ),
    )
    .returning({ id: conversions.id });
  return ended.length;
}
