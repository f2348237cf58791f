/**
 * Headings of the sections a statement splits its rows into ("Deposits and additions",
 * "Withdrawals"), whose words sign the unsigned amounts under them (src/statement/labels.ts).
 */

/** Words of headings over money in, and over money out. */
export const POSITIVE_SECTION =
  /\b(deposits?|additions?|credits?|paid\s+in|money\s+in|incoming|receipts?|interest\s+(earned|paid)|gutschriften|eing[äa]nge|haben|cr[ée]dits?|abonos|ingresos|bijschrijvingen)\b/i;
export const NEGATIVE_SECTION =
  /\b(withdrawals?|subtractions?|debits?|checks?|cheques?|fees?|charges?|charged|paid\s+out|money\s+out|outgoing|payments?|purchases?|card\s+transactions|atm|lastschriften|belastungen|ausg[äa]nge|soll|d[ée]bits?|cargos|retiros|afschrijvingen)\b/i;
/** The words a heading is made of (a heading has at most two others). */
export const SECTION_WORDS =
  /^(and|&|other|electronic|atm|debit|card|cards|checks?|cheques?|paid|in|out|money|deposits?|additions?|credits?|withdrawals?|subtractions?|debits?|fees?|charges?|charged|service|payments?|purchases?|transactions?|interest|earned|incoming|outgoing|receipts?|continued|cont|cont'd|your|account|automatic|online|and\/or|other)$/i;
/** Words that make a line a balance, total or title rather than a section heading. */
export const NOT_SECTION =
  /\b(balance|total|totals|summary|previous|new|opening|closing|beginning|ending|page|account|statement|credit\s+card|card\s+(number|account|holder)|visa|mastercard|amex)\b/i;
