import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema.js";

/** The drizzle handle over the D1 binding. Cheap: create one per request. */
export function database(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Db = ReturnType<typeof database>;

/** D1 allows 100 bound variables per statement: multi-row inserts go in chunks of this many rows. */
export function rowsPerInsert(columns: number): number {
  return Math.max(1, Math.floor(100 / columns));
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Now as the ISO-8601 UTC string the schema stores. */
export const isoNow = (ms = Date.now()) => new Date(ms).toISOString();
