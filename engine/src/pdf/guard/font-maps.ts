import type { PdfObjects } from "./objects.js";
import { isDict, nameOf, type PdfDict, PdfString } from "./syntax.js";

/**
 * Character collections whose codes pdf.js turns into Unicode by themselves (through their
 * Adobe UCS2 maps), as it does for any predefined CMap other than Identity.
 */
const KNOWN_ORDERINGS = new Set(["GB1", "CNS1", "Japan1", "Korea1", "KR"]);

const textOf = (value: unknown): string | null =>
  value instanceof PdfString ? String.fromCharCode(...value.bytes) : null;

/**
 * The names a composite (Type0) font goes by when its glyphs map to no characters: no ToUnicode
 * map, codes that are glyph numbers (Identity-H or V, or an embedded CMap) and no character
 * collection pdf.js knows. pdf.js then shows each glyph's number as if it were a code point
 * ("+DUERXU" for "Harbour"), which reads as text and is none. Null for a font with a map. The
 * names are the font's and its descendant's BaseFont, subset prefix kept (two subsets of one
 * typeface are two fonts, one may have a map and the other not).
 */
export function unmappedFontNames(font: PdfDict, objects: PdfObjects): string[] | null {
  if (nameOf(objects.get(font, "Subtype")) !== "Type0" || font.has("ToUnicode")) return null;
  const encoding = objects.get(font, "Encoding");
  const predefined = nameOf(encoding);
  if (predefined !== null && predefined !== "Identity-H" && predefined !== "Identity-V") return null;
  const descendants = objects.get(font, "DescendantFonts");
  const descendant = Array.isArray(descendants) ? objects.resolve(descendants[0]) : undefined;
  const info = isDict(descendant) ? objects.get(descendant, "CIDSystemInfo") : undefined;
  if (isDict(info)) {
    const registry = textOf(objects.get(info, "Registry"));
    const ordering = textOf(objects.get(info, "Ordering"));
    if (registry === "Adobe" && ordering !== null && KNOWN_ORDERINGS.has(ordering)) return null;
  }
  const names = [nameOf(objects.get(font, "BaseFont"))];
  if (isDict(descendant)) names.push(nameOf(objects.get(descendant, "BaseFont")));
  return names.filter((n): n is string => n !== null);
}
