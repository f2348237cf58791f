/** Caps that keep a hostile PDF from exhausting memory or time (workerd allows only caps). */
export interface EngineLimits {
  /** Largest accepted file, in bytes (10 MiB, the product's upload limit). */
  maxBytes: number;
  /** Most pages read from one PDF. */
  maxPages: number;
  /** Most words over the whole document (glyphs: eight times as many). */
  maxTextItems: number;
  /** Most words on one page (glyphs: eight times as many). */
  maxTextItemsPerPage: number;
  /** Most bytes the compressed streams text extraction reads may inflate to, all together. */
  maxInflatedBytes: number;
}

export const DEFAULT_LIMITS: Readonly<EngineLimits> = Object.freeze({
  maxBytes: 10 * 1024 * 1024,
  maxPages: 500,
  maxTextItems: 400_000,
  maxTextItemsPerPage: 40_000,
  maxInflatedBytes: 64 * 1024 * 1024,
});

export function resolveLimits(overrides?: Partial<EngineLimits>): EngineLimits {
  const limits = { ...DEFAULT_LIMITS };
  if (!overrides) return limits;
  for (const key of Object.keys(limits) as (keyof EngineLimits)[]) {
    const value = overrides[key];
    if (typeof value === "number" && Number.isFinite(value) && value > 0) limits[key] = value;
  }
  return limits;
}
