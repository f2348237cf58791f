import { contentFamilies } from "./content-families.js";
import type { HostileFile } from "./hostile-file.js";
import { imageFamilies } from "./image-families.js";
import { sheetFamilies } from "./sheet-families.js";
import { structureFamilies } from "./structure-families.js";

export { fileNameOf, type HostileFile, type Outcome } from "./hostile-file.js";

/**
 * The hostile-input suite: several hundred PDFs (and non-PDFs, and spreadsheets) made to cost a
 * reader as much as possible or to be as broken as possible. Each is made on demand; `npm run
 * fuzz` runs them all through the CLI and the API, `npm test` a sample (`hostileSample`).
 */
export function hostileFiles(): HostileFile[] {
  return [...contentFamilies(), ...structureFamilies(), ...imageFamilies(), ...sheetFamilies()];
}

/** A fast, fixed sample: the named files, one per family besides. */
export const SAMPLE = [
  "nest-q-100000-flate",
  "nest-q-repeat-64",
  "nest-bmc-100000",
  "nest-q-in-type3-glyph",
  "forms-fanout-10e6",
  "forms-self",
  "contents-array-same-10000",
  "text-run-literal-1m",
  "text-50k-rows",
  "bomb-double-16m",
  "bomb-lzw",
  "pages-count-lie",
  "duplicate-object-hidden",
  "cmap-huge-cidrange",
  "enc-aes-128-owner-only-nested-q",
  "enc-aes-256-user-password",
  "notpdf-zip-storing-a-pdf",
  "bound-nested-saves",
  "image-50000x50000",
  "image-jpeg-frame-50000x50000",
  "images-1000-tiny",
  "image-jpeg-corrupt",
];

/** The sample, less the families named in `without`. */
export function hostileSample(options: { without?: string[] } = {}): HostileFile[] {
  const all = hostileFiles().filter((f) => !options.without?.includes(f.family));
  const named = all.filter((f) => SAMPLE.includes(f.name));
  const families = new Set(named.map((f) => f.family));
  for (const f of all) {
    if (!families.has(f.family)) {
      families.add(f.family);
      named.push(f);
    }
  }
  return named;
}
