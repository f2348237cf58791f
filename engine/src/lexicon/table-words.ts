/** Words of the lines in and around a table that are neither rows nor labels of columns. */

/** A page number line ("Page 2 of 4", "Seite 2", "2/4"). */
export const PAGE_NUMBER =
  /^\s*(page|seite|pagina|página|blad|p\.)\s*\d+(\s*(of|von|de|sur|di|van|\/)\s*\d+)?\s*$|^\s*-?\s*\d+\s*(\/|of)\s*\d+\s*-?\s*$/i;
/** "(continued)" on a table's title or a line of its own. */
export const CONTINUED = /\b(continued|cont'?d)\b|\(cont\b/i;
/** A line naming the account a table belongs to ("HKD Savings Account — 817-890692-001"), and lines that are table titles instead. */
export const ACCOUNT_TITLE =
  /\b(accounts?|acct|a\/c|konto|compte|cuenta|conto|conta|rekening|savings?|current|checking|chequing|giro|girokonto|sparkonto|livret|[ée]pargne|ahorros?|risparmio|poupan[çc]a)\b|\d{3,}[\s-]\d{3,}/i;
export const NOT_ACCOUNT_TITLE =
  /\b(summary|overview|statement of|details?|activit(y|ies)|transactions?|information|totals?)\b/i;
/** "(Continued)" and its kin in an account's title: the same account's table going on. */
export const CONTINUED_TITLE =
  /\((?:continued|cont'?d|suite|fortsetzung|continua(?:ci[óo]n)?|segue)\)|\b(?:continued|cont'?d)\b/gi;
