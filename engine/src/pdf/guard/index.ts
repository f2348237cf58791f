/**
 * The PDF guard: the stage that runs before pdf.js reads a file, on the file's bytes alone. It
 * reads every object as pdf.js would recover them (objects.ts, syntax.ts; decrypt.ts and
 * crypto.ts with the password given, or the empty one), refuses decompression bombs
 * (inflate-guard.ts, filters.ts), measures what reading each page would cost (work-meter.ts,
 * content-scan.ts, cmap-scan.ts, work-cost.ts) against DEFAULT_LIMITS, and refuses a file past any
 * bound with PDF_TOO_COMPLEX. What it measured comes back as facts the text reading uses: the
 * images each page draws and the fonts whose glyphs map to no characters (font-maps.ts). Before
 * the OCR stage decodes a scan's images, image-bounds.ts refuses images too large to decode.
 * Nothing here knows pdf.js, glyphs or words (docs/decisions/0008).
 */
export { type GuardReport, guardPdf } from "./guard.js";
export { checkImageSizes } from "./image-bounds.js";
export type { WorkCost } from "./work-cost.js";
