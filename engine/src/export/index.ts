export { CSV_COLUMNS, type CsvOptions, exportCsv } from "./csv.js";
export { centsToDecimal, decimalToCents, formatCents } from "./money.js";
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
