import { hasPdfSignature } from "../pdf/signature.js";
import { decodeText } from "./decode-text.js";

/**
 * What a file is, judged by its bytes: a PDF, a ZIP (an .xlsx when it holds `xl/`), an OLE2
 * compound file (.xls, or an encrypted .xlsx), text (a CSV) or something else.
 */
export type FileKind = "pdf" | "zip" | "ole" | "text" | "other";

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const ZIP_EMPTY = [0x50, 0x4b, 0x05, 0x06];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Markup is no CSV: an HTML page or an XML document. */
const MARKUP = /^\s*<(!doctype|html|\?xml|svg|!--)/i;

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);
}

export function fileKind(bytes: Uint8Array): FileKind {
  if (hasPdfSignature(bytes)) return "pdf";
  if (startsWith(bytes, ZIP) || startsWith(bytes, ZIP_EMPTY)) return "zip";
  if (startsWith(bytes, OLE)) return "ole";
  // The first 64 KiB decide (cut at an even length, so UTF-16 stays whole).
  const head = decodeText(bytes.subarray(0, Math.min(bytes.length, 65_536) & ~1 || bytes.length));
  if (head && !MARKUP.test(head.text.slice(0, 64))) return "text";
  return "other";
}
