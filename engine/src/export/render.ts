import type { Statement } from "../types.js";
import { exportCsv } from "./csv.js";
import { EXPORT_FORMATS, type ExportFormat, type ExportFormatInfo, type QifDateFormat } from "./formats.js";
import { exportOfx, exportOfxSgml } from "./ofx.js";
import { exportQif } from "./qif.js";
import { exportJson } from "./statement-json.js";
import { exportXlsx } from "./xlsx.js";

/** The choices some formats take; every format ignores the others. */
export interface ExportOptions {
  /** CSV: start with a UTF-8 byte order mark. */
  bom?: boolean | undefined;
  /** QIF: MM/DD/YYYY (default) or DD/MM/YYYY. */
  qifDateFormat?: QifDateFormat | undefined;
  /** QFX and QBO: the bank id Intuit's programs check (DEFAULT_INTU_BID when absent). */
  intuBid?: string | undefined;
}

type Renderer = (
  statements: Statement | readonly Statement[],
  options: ExportOptions,
) => string | Uint8Array | Promise<Uint8Array>;

/** Each format's exporter; a format of `EXPORT_FORMATS` without one here does not compile. */
const RENDERERS: { readonly [F in ExportFormat]: Renderer } = {
  csv: (s, o) => exportCsv(s, { bom: o.bom ?? false }),
  excel: (s) => exportXlsx(s),
  json: (s) => exportJson(s),
  ofx: (s) => exportOfx(s),
  qfx: (s, o) => exportOfxSgml(s, { intuBid: o.intuBid }),
  qbo: (s, o) => exportOfxSgml(s, { intuBid: o.intuBid }),
  qif: (s, o) => exportQif(s, { dateFormat: o.qifDateFormat }),
};

export interface RenderedExport {
  bytes: Uint8Array;
  format: ExportFormatInfo;
}

/**
 * One file of the given format for a statement or, merged, for several (JSON: an array; OFX and
 * QIF: a statement response or section per account of each, in order).
 */
export async function renderExport(
  statements: Statement | readonly Statement[],
  format: ExportFormat,
  options: ExportOptions = {},
): Promise<RenderedExport> {
  const info = EXPORT_FORMATS.find((f) => f.id === format);
  if (!info) throw new RangeError(`Unknown export format: ${format}`);
  const output = await RENDERERS[format](statements, options);
  const bytes = typeof output === "string" ? new TextEncoder().encode(output) : output;
  return { bytes, format: info };
}
