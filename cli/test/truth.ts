/** The shared corpus's truth files (../shared/corpus/README.md) and rows compared with them. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface TruthRow {
  date: string;
  description: string;
  details: string;
  amount: number;
  balance: number | null;
  type: string;
  valueDate?: string;
  reference?: string;
}
export interface Truth {
  file: string;
  expectError?: string;
  password?: string;
  bankName?: string;
  openingBalance?: number;
  closingBalance?: number;
  transactions?: TruthRow[];
}
/** A transaction of the Statement JSON the CLI writes. */
export interface Row {
  parsedDate: string;
  valueDate: string | null;
  description: string;
  additional_Details: string;
  transaction_Type: string;
  amount: number;
  balance: number | null;
  reference_Number: string | null;
}

/**
 * The error code the CLI reports for each kind of special case. The corpus's scan ("scanned") is
 * read by OCR now: it converts, its breaks marked.
 */
export const SPECIAL_CODES: Record<string, string> = {
  corrupt: "PDF_INVALID",
  not_a_statement: "NO_TRANSACTIONS",
  encrypted: "PDF_ENCRYPTED",
};

export function readTruths(corpus: string): Truth[] {
  return readdirSync(corpus)
    .filter((f) => f.endsWith(".truth.json"))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(corpus, f), "utf8")) as Truth);
}

/** A truth row in the shape of the JSON export, keeping valueDate/reference only where the truth has them. */
export function expectedRow(t: TruthRow) {
  return {
    parsedDate: t.date,
    description: t.description,
    additional_Details: t.details,
    transaction_Type: t.type,
    amount: t.amount,
    balance: t.balance,
    ...(t.valueDate === undefined ? {} : { valueDate: t.valueDate }),
    ...(t.reference === undefined ? {} : { reference_Number: t.reference }),
  };
}

export function actualRow(r: Row, t: TruthRow) {
  return {
    parsedDate: r.parsedDate,
    description: r.description,
    additional_Details: r.additional_Details,
    transaction_Type: r.transaction_Type,
    amount: r.amount,
    balance: r.balance,
    ...(t.valueDate === undefined ? {} : { valueDate: r.valueDate }),
    ...(t.reference === undefined ? {} : { reference_Number: r.reference_Number }),
  };
}
