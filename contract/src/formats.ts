/**
 * The export formats: the one list every door derives from (the API's download and ZIP, the
 * wire's `format` enum, the SDK, the CLI's --format and its help, the web app's Export menus).
 *
 * Data only: the engine's `engine/src/export/render.ts` pairs each id with its exporter, and the
 * compiler refuses an id without one. Adding a format is one row here plus its exporter there.
 */

export interface ExportFormatInfo {
  /** The value of `format=` on the wire and of `--format` in the CLI. */
  readonly id: string;
  /** File extension, without the dot. */
  readonly extension: string;
  /** The download's Content-Type. */
  readonly mediaType: string;
  /** How menus name it. */
  readonly label: string;
  /** What it is for, in a few words (CLI help, menu tooltips). */
  readonly description: string;
}

export const EXPORT_FORMATS = [
  {
    id: "csv",
    extension: "csv",
    mediaType: "text/csv; charset=utf-8",
    label: "CSV",
    description: "spreadsheets and most importers",
  },
  {
    id: "excel",
    extension: "xlsx",
    mediaType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    label: "Excel",
    description: "Excel workbook with a statement sheet",
  },
  {
    id: "json",
    extension: "json",
    mediaType: "application/json; charset=utf-8",
    label: "JSON",
    description: "the Statement JSON, for scripts",
  },
  {
    id: "ofx",
    extension: "ofx",
    mediaType: "application/x-ofx",
    label: "OFX",
    description: "OFX 2 (XML) for Xero, Sage, GnuCash, Moneydance",
  },
  {
    id: "qfx",
    extension: "qfx",
    mediaType: "application/vnd.intu.qfx",
    label: "QFX (Quicken)",
    description: "Quicken Web Connect (OFX 1.0.2)",
  },
  {
    id: "qbo",
    extension: "qbo",
    mediaType: "application/vnd.intu.qbo",
    label: "QBO (QuickBooks)",
    description: "QuickBooks Web Connect (OFX 1.0.2)",
  },
  {
    id: "qif",
    extension: "qif",
    mediaType: "application/qif",
    label: "QIF",
    description: "Quicken Interchange Format, for ledger tools",
  },
] as const satisfies readonly ExportFormatInfo[];

export type ExportFormat = (typeof EXPORT_FORMATS)[number]["id"];

/** The ids, in menu order: `csv`, `excel`, `json`, `ofx`, `qfx`, `qbo`, `qif`. */
export const EXPORT_FORMAT_IDS: readonly ExportFormat[] = EXPORT_FORMATS.map((f) => f.id);

export function exportFormatInfo(format: ExportFormat): ExportFormatInfo {
  const info = EXPORT_FORMATS.find((f) => f.id === format);
  if (!info) throw new RangeError(`Unknown export format: ${format}`);
  return info;
}

/** `csv`, `excel` (or `xlsx`), ..., any case, or an extension (`.qbo`); null when unknown. */
export function parseExportFormat(text: string): ExportFormat | null {
  const name = text.trim().toLowerCase().replace(/^\./, "");
  const found = EXPORT_FORMATS.find((f) => f.id === name || f.extension === name);
  return found ? found.id : null;
}

/** The QIF date orders: month first (Quicken US, the default) or day first. */
export const QIF_DATE_FORMATS = ["MM/DD/YYYY", "DD/MM/YYYY"] as const;
export type QifDateFormat = (typeof QIF_DATE_FORMATS)[number];

/**
 * The INTU.BID written into QFX and QBO files when none is given. QuickBooks and Quicken refuse a
 * Web Connect file whose id is not in Intuit's list of banks; 3000 is in it (Wells Fargo) and is
 * what most converters write. Give the user's own bank's id (`intuBid`, `--intu-bid`) to have
 * the file treated as that bank's.
 */
export const DEFAULT_INTU_BID = "3000";
/** An INTU.BID: digits only, 1 to 10 of them. */
export const INTU_BID_PATTERN = /^\d{1,10}$/;
