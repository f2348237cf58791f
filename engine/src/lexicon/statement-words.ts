/** Words of a statement's own details outside its tables: bank, account number, currency, period. */

/** The bank's name: words that name a bank, and words of lines that are no name. */
export const BANK_WORDS =
  /\b(\p{L}*bank|banque|banco|bancorp|bancorporation|credit union|savings|trust|building society|financial|\p{L}*sparkasse|\p{L}*kasse|raiffeisen|caisse|caixa|plc|n\.?v\.?|a\.?g\.?|e\.?g\.?|fcu|s\.?a\.?)\b/iu;
export const NOT_BANK =
  /\b(statement|account|invoice|summary|page|customer|period|balance|transactions?|dear|date)\b/i;

/** The account's number: the labels before it, bank codes printed beside it, labels of other numbers. */
export const ACCOUNT_LABEL =
  /\b(account|acct|a\/c|iban|konto|kontonummer|compte|cuenta|rekening|conto|n[°º]\s*de\s*compte)\b/i;
/** Branch and bank codes printed beside an account number. */
export const BANK_CODE =
  /\b(sort\s*code|routing(\s+(number|no\.?))?|aba|bsb|ifsc|transit(\s+(number|no\.?))?|swift|bic|clabe)\s*:?\s*[A-Z0-9][A-Z0-9\s-]{2,24}?(?=\s{2,}|\s+[A-Za-z]{3,}|$)/gi;
export const NOT_ACCOUNT = /\b(account\s+(holder|type|summary|name|owner)|card|bnf|beneficiary)\b/i;
export const NOT_CARD_ACCOUNT = /\b(account\s+(holder|type|summary|name|owner)|bnf|beneficiary)\b/i;

/** An account number, masked or not, with the label before it ("Account number XXXX-XXXX-4417"). */
export const ACCOUNT_NUMBER =
  /(?:\b(?:(?:account|acct|a\/c|konto|compte|cuenta|conto)\s*)?(?:number|no\.?|nr\.?|n°|num[ée]ro|#)\s*:?\s*)?(?:[Xx*•\d][Xx*•\d -]*\d)(?!.*\d{4})/i;

/** The currency: a label before a code ("Currency: EUR"), the places whose dollar a bare "$" is, French wording (a Canadian dollar). */
export const CURRENCY_LABEL =
  /\b(?:currency|divisa|moeda|moneda|w[äa]hrung|devise|valuta|waluta|amounts?\s+(?:are\s+)?in|montants?\s+en|betr[äa]ge\s+in|importes?\s+en)\b[\s:]*([A-Za-z]{3})\b/i;
/** Places whose dollar a bare "$" is, by the words of the statement's addresses and titles. */
export const DOLLAR_PLACES: [string, RegExp][] = [
  [
    "CAD",
    /\b(canada|canadian|canadienne?|qu[ée]bec|ontario|alberta|manitoba|saskatchewan|nova scotia|new brunswick|british columbia|montr[ée]al|toronto|vancouver|ottawa|calgary|edmonton|winnipeg)\b|\b[A-Z]\d[A-Z] \d[A-Z]\d\b/i,
  ],
  ["AUD", /\b(australia|australian|new south wales|queensland|NSW|QLD)\b|\bABN\s*\d/i],
  ["NZD", /\bnew zealand\b/i],
  ["SGD", /\bsingapore\b/i],
  ["HKD", /\bhong kong\b/i],
  ["MXN", /\bm[ée]xico\b/i],
];
export const FRENCH = /\b(relev[ée]|solde|montant|période|d[ée]p[ôo]ts?|retraits?|paiements?|achats?)\b/i;

/** The period: words joining its two dates, words naming it, and the label of a statement date. */
export const CONNECTOR = /^\s*(-|–|—|to|through|thru|until|till|bis|au|al|a|tot|t\/m|and)\s*:?\s*$/i;
export const PERIOD_WORDS =
  /\b(period|statement|from|for|zeitraum|p[ée]riode|periodo|periode|du|vom|von|del|van)\b/i;
export const STATEMENT_DATE =
  /\b(statement\s+date|date\s+of\s+(statement|issue)|closing\s+date|issue\s+date|issued(\s+on)?|printed(\s+on)?|as\s+(of|at))\b/i;
