export { CSV_COLUMNS, type CsvOptions, exportCsv } from "./csv.js";
export { centsToDecimal, decimalToCents, formatCents } from "./money.js";
export {
  exportJson,
  fromStatementJson,
  fromTransactionJson,
  type StatementJson,
  type TransactionJson,
  toStatementJson,
  toTransactionJson,
} from "./statement-json.js";
export { exportXlsx } from "./xlsx.js";
