import {
  EXPORT_FORMATS,
  type ExportFormat,
  type ExportFormatInfo,
  type QifDateFormat,
} from "@statement-converter/contract";
import { concatBytes } from "../pdf/guard/crypto.js";
import type { Statement } from "../types.js";
import { csvParts } from "./csv.js";
import { ofxParts, ofxSgmlParts } from "./ofx.js";
import { pacedChunks } from "./parts.js";
import { qifParts } from "./qif.js";
import { jsonParts } from "./statement-json.js";
import { encodeWindows1252 } from "./windows-1252.js";
import { xlsxParts } from "./xlsx.js";

/** The choices some formats take; every format ignores the others. */
export interface ExportOptions {
  /** CSV: start with a UTF-8 byte order mark. */
  bom?: boolean | undefined;
  /** QIF: MM/DD/YYYY (default) or DD/MM/YYYY. */
  qifDateFormat?: QifDateFormat | undefined;
  /** QFX and QBO: the bank id Intuit's programs check (DEFAULT_INTU_BID when absent). */
  intuBid?: string | undefined;
}

/** A format's exporter: its file in parts (parts.ts), and how its text parts become bytes. */
interface Renderer {
  parts: (
    statements: Statement | readonly Statement[],
    options: ExportOptions,
  ) => Iterable<string | Uint8Array>;
  encode: (text: string) => Uint8Array;
}

const utf8 = (text: string) => new TextEncoder().encode(text);

/** Each format's exporter; a format of `EXPORT_FORMATS` without one here does not compile. */
const RENDERERS: { readonly [F in ExportFormat]: Renderer } = {
  csv: { parts: (s, o) => csvParts(s, { bom: o.bom ?? false }), encode: utf8 },
  excel: { parts: (s) => xlsxParts(s), encode: utf8 },
  json: { parts: (s) => jsonParts(s), encode: utf8 },
  ofx: { parts: (s) => ofxParts(s), encode: utf8 },
  qfx: { parts: (s, o) => ofxSgmlParts(s, { intuBid: o.intuBid }), encode: encodeWindows1252 },
  qbo: { parts: (s, o) => ofxSgmlParts(s, { intuBid: o.intuBid }), encode: encodeWindows1252 },
  qif: { parts: (s, o) => qifParts(s, { dateFormat: o.qifDateFormat }), encode: utf8 },
};

/**
 * One file of the given format for a statement or, merged, for several (JSON: an array; OFX and
 * QIF: a statement response or section per account of each, in order), as paced chunks
 * (`pacedChunks`): a 20,000-row statement never holds up the event loop for longer than the
 * writing of one chunk.
 */
export function exportChunks(
  statements: Statement | readonly Statement[],
  format: ExportFormat,
  options: ExportOptions = {},
): AsyncGenerator<Uint8Array> {
  const renderer = RENDERERS[format];
  if (!renderer) throw new RangeError(`Unknown export format: ${format}`);
  return pacedChunks(renderer.parts(statements, options), renderer.encode);
}

export interface RenderedExport {
  bytes: Uint8Array;
  format: ExportFormatInfo;
}

/** `exportChunks` gathered into one file (the CLI writes files whole). */
export async function renderExport(
  statements: Statement | readonly Statement[],
  format: ExportFormat,
  options: ExportOptions = {},
): Promise<RenderedExport> {
  const info = EXPORT_FORMATS.find((f) => f.id === format);
  if (!info) throw new RangeError(`Unknown export format: ${format}`);
  const chunks: Uint8Array[] = [];
  for await (const chunk of exportChunks(statements, format, options)) chunks.push(chunk);
  return { bytes: concatBytes(...chunks), format: info };
}
