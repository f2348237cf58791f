/** What a column of a transaction table holds: the roles the layout reads cells into. */
export type ColumnRole =
  | "date"
  | "valueDate"
  | "description"
  /** The other party's name, in a column of its own beside the description ("Counterparty"). */
  | "counterparty"
  | "reference"
  | "debit"
  | "credit"
  | "amount"
  | "balance"
  /** Marks saying which way each row's amount goes ("Dr/Cr", "Af/Bij", "S/H"). */
  | "direction"
  /** How the money moved ("Payment method": card payment, SEPA transfer, direct debit). */
  | "method"
  /** A fee charged on the row, in a column of its own: part of the row's amount. */
  | "fee"
  /** The month of a date whose day is in a column of its own ("Day | Month"). */
  | "month"
  /** The account each row belongs to, when one table mixes several accounts. */
  | "account"
  /** The currency of each row ("Ccy"). */
  | "currency"
  /**
   * Money printed beside the row's own that the row does not move: the amount in the currency
   * it was paid in, an exchange rate, an available balance beside the ledger one.
   */
  | "aside"
  /** A column the engine does not read (an unknown header such as "Type" or "Category"). */
  | "other";

export const MONEY_ROLES: ReadonlySet<ColumnRole> = new Set(["debit", "credit", "amount", "balance", "fee"]);
