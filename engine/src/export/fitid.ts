import type { Transaction } from "../types.js";

/**
 * FITIDs for OFX files: an id per transaction that importers use to skip rows they already have.
 * It is made from what the row says (its account, dates, amount, wording and reference), so the
 * same statement exported again gives the same ids and a second import adds nothing; rows that
 * say exactly the same thing (two equal coffees on one day) are told apart by their order, so
 * every id is unique in its file. `20260302-9f86d081884c7d65`, then `...-2`, `...-3`.
 */
export class FitIds {
  readonly #seen = new Map<string, number>();

  next(accountKey: string | null, t: Transaction): string {
    const fields = [accountKey ?? "", t.parsedDate, t.valueDate ?? "", String(t.amountCents)];
    fields.push(t.description, t.details, t.reference ?? "");
    const base = `${t.parsedDate.replaceAll("-", "") || "00000000"}-${hash64(fields.join("\u001f"))}`;
    const n = (this.#seen.get(base) ?? 0) + 1;
    this.#seen.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  }
}

/**
 * Two 32-bit multiply-xor hashes of the UTF-8 bytes (FNV-1a and one with another seed and odd
 * multiplier), as 16 hex digits. A clash costs nothing but stability: the counter above keeps
 * ids unique whatever the hash gives.
 */
function hash64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (const byte of bytes) {
    a = Math.imul(a ^ byte, 0x01000193) >>> 0;
    b = Math.imul(b ^ byte, 0x5bd1e995) >>> 0;
  }
  return a.toString(16).padStart(8, "0") + b.toString(16).padStart(8, "0");
}
