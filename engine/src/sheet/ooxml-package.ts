import { strToU8, zipSync } from "fflate";
import { attribute, type XmlHandler, XmlTokenizer } from "./xml-tokens.js";
import type { ZipEntry } from "./zip-guard.js";

/**
 * The parts of an .xlsx a workbook reader needs, found as Office Open XML packages say (the
 * package's relationships name the workbook, the workbook's name its sheets, shared strings and
 * styles), and a new package of exactly those parts for SheetJS: every part it parses has been
 * measured, once. SheetJS, given the original, would follow its own guesses as well (sheets at
 * default paths, one part named by several sheets, comments, external links, OpenDocument or
 * binary parts in the same ZIP), and parse some parts many times.
 */

export interface SheetPart {
  name: string;
  entry: ZipEntry;
}

export interface WorkbookLayout {
  sheets: SheetPart[];
  sharedStrings: ZipEntry | null;
  styles: ZipEntry | null;
  date1904: boolean;
}

const RELS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";

interface Relationship {
  id: string;
  type: string;
  target: string;
}

/** Reads every `<tag ...>` start tag of a small XML part with `read` (attributes from its bytes). */
function eachTag(xml: Uint8Array, read: (name: string, tag: Uint8Array) => void): void {
  const handler: XmlHandler = { open: (name, tag) => read(name, tag), close() {}, text() {} };
  new XmlTokenizer(handler).push(xml, true);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** An attribute value with its character references resolved. */
export function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|amp|lt|gt|quot|apos);/gi, (whole, ref: string) => {
    if (ref[0] !== "#") return ENTITIES[ref.toLowerCase()] ?? whole;
    const code = ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const utf8 = new TextDecoder("utf-8");
const attr = (tag: Uint8Array, name: string) => {
  const raw = attribute(tag, name);
  return raw === null ? null : unescapeXml(utf8.decode(strToU8(raw, true)));
};

export function relationships(xml: Uint8Array): Relationship[] {
  const out: Relationship[] = [];
  eachTag(xml, (name, tag) => {
    if (name !== "Relationship" || attr(tag, "TargetMode")?.toLowerCase() === "external") return;
    const [id, type, target] = [attr(tag, "Id"), attr(tag, "Type"), attr(tag, "Target")];
    if (id !== null && type !== null && target) out.push({ id, type, target });
  });
  return out;
}

/** A relationship's target as a part name: absolute (`/xl/...`) or relative to `fromFolder`. */
export function resolveTarget(fromFolder: string, target: string): string {
  const path = target.startsWith("/") ? target.slice(1) : `${fromFolder}${target}`;
  const parts: string[] = [];
  for (const segment of path.split("/")) {
    if (segment === "..") parts.pop();
    else if (segment !== "." && segment !== "") parts.push(segment);
  }
  return parts.join("/");
}

export const folderOf = (part: string) => part.slice(0, part.lastIndexOf("/") + 1);
export const relsOf = (part: string) =>
  `${folderOf(part)}_rels/${part.slice(part.lastIndexOf("/") + 1)}.rels`;
const typeIs = (rel: Relationship, kind: string) => rel.type.endsWith(`/${kind}`);

/** The workbook part's name: what the package relationships call the office document. */
export function workbookPartName(packageRels: Uint8Array | null): string {
  const rel = packageRels ? relationships(packageRels).find((r) => typeIs(r, "officeDocument")) : undefined;
  return rel ? resolveTarget("", rel.target) : "xl/workbook.xml";
}

/** The workbook's sheets in order (name, relationship id) and its date system. */
export function workbookSheets(xml: Uint8Array): {
  sheets: { name: string; rid: string | null }[];
  date1904: boolean;
} {
  const sheets: { name: string; rid: string | null }[] = [];
  let date1904 = false;
  eachTag(xml, (name, tag) => {
    if (name === "sheet")
      sheets.push({ name: attr(tag, "name") ?? `Sheet${sheets.length + 1}`, rid: attr(tag, "id") });
    else if (name === "workbookPr") date1904 = /^(1|true)$/i.test(attr(tag, "date1904") ?? "");
  });
  return { sheets, date1904 };
}

/**
 * The worksheets (each part once, in workbook order; chart and dialog sheets left out), the
 * shared strings and the styles, from the workbook's relationships; without them, the parts at
 * their usual names.
 */
export function layoutOf(
  workbook: string,
  sheets: { name: string; rid: string | null }[],
  rels: Relationship[] | null,
  find: (name: string) => ZipEntry | undefined,
): Omit<WorkbookLayout, "date1904"> {
  const folder = folderOf(workbook);
  const byId = new Map((rels ?? []).map((r) => [r.id, r]));
  const used = new Set<string>();
  const out: SheetPart[] = [];
  sheets.forEach((sheet, i) => {
    const rel = sheet.rid === null ? undefined : byId.get(sheet.rid);
    if (rels && (!rel || !typeIs(rel, "worksheet"))) return;
    const entry = find(rel ? resolveTarget(folder, rel.target) : `${folder}worksheets/sheet${i + 1}.xml`);
    if (!entry || used.has(entry.name)) return;
    used.add(entry.name);
    out.push({ name: sheet.name, entry });
  });
  const partOf = (kind: string, fallback: string) => {
    const rel = rels?.find((r) => typeIs(r, kind));
    return find(rel ? resolveTarget(folder, rel.target) : `${folder}${fallback}`) ?? null;
  };
  return {
    sheets: out,
    sharedStrings: partOf("sharedStrings", "sharedStrings.xml"),
    styles: partOf("styles", "styles.xml"),
  };
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] as string);

/**
 * A package of one sheet (its part as it was), the shared strings and the styles, named as
 * SheetJS expects them; stored, not compressed (SheetJS slices it as it is).
 */
export function singleSheetPackage(
  sheet: { name: string; xml: Uint8Array },
  sharedStrings: Uint8Array | null,
  styles: Uint8Array | null,
  date1904: boolean,
): Uint8Array {
  const override = (part: string, type: string) =>
    `<Override PartName="/xl/${part}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.${type}+xml"/>`;
  const rel = (id: string, type: string, target: string) =>
    `<Relationship Id="${id}" Type="${RELS}/${type}" Target="${target}"/>`;
  const files: Record<string, Uint8Array> = {
    "[Content_Types].xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${override("workbook.xml", "sheet.main")}${override("worksheets/sheet1.xml", "worksheet")}${sharedStrings ? override("sharedStrings.xml", "sharedStrings") : ""}${styles ? override("styles.xml", "styles") : ""}</Types>`,
    ),
    "_rels/.rels": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rel("rId1", "officeDocument", "xl/workbook.xml")}</Relationships>`,
    ),
    "xl/workbook.xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${RELS}">${date1904 ? '<workbookPr date1904="1"/>' : ""}<sheets><sheet name="${escapeXml(sheet.name)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    "xl/_rels/workbook.xml.rels": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rel("rId1", "worksheet", "worksheets/sheet1.xml")}${sharedStrings ? rel("rId2", "sharedStrings", "sharedStrings.xml") : ""}${styles ? rel("rId3", "styles", "styles.xml") : ""}</Relationships>`,
    ),
    "xl/worksheets/sheet1.xml": sheet.xml,
  };
  if (sharedStrings) files["xl/sharedStrings.xml"] = sharedStrings;
  if (styles) files["xl/styles.xml"] = styles;
  return zipSync(files, { level: 0 });
}
