/** Marks in a column of their own saying which way a row's unsigned amount goes ("Af"/"Bij", "Dr"/"Cr", "S"/"H"). */
export const DEBIT_MARK = /^(af|dr|d|db|deb|debit|débit|s|soll|-|out)$/i;
export const CREDIT_MARK = /^(bij|cr|c|cred|credit|crédit|h|haben|\+|in)$/i;
