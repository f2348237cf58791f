export { type AccountSection, accountSections } from "./account-sections.js";
export { CSV_COLUMNS, type CsvOptions, exportCsv } from "./csv.js";
export { centsToDecimal, decimalToCents, formatCents } from "./money.js";
export { exportOfx, exportOfxSgml, type OfxOptions } from "./ofx.js";
export { pacedChunks, slices } from "./parts.js";
export { exportQif, type QifOptions } from "./qif.js";
export { type ExportOptions, exportChunks, type RenderedExport, renderExport } from "./render.js";
export {
  type AccountJson,
  exportJson,
  fromAccountJson,
  fromStatementJson,
  fromTransactionJson,
  type StatementJson,
  type StoredStatementJson,
  type TransactionJson,
  toAccountJson,
  toStatementJson,
  toTransactionJson,
} from "./statement-json.js";
export { exportXlsx } from "./xlsx.js";
