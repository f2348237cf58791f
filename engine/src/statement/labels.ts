/** Wording of rows that are not transactions, and of section headings that sign amounts. */

export type BalanceLabel = "opening" | "closing" | "forward" | "total" | "other";

const OPENING = [
  /\b(opening|beginning|starting|start|previous|prior|old|initial|last statement)\s+(account\s+|ledger\s+)?bal(ance)?\b/i,
  /\bbalance\s+(at|as\s+of)\s+(the\s+)?(start|beginning)\b/i,
  /\bbalance\s+(from\s+)?(last|previous)\s+statement\b/i,
  /\b(last|previous|prior)\s+(month'?s|statement'?s?|period'?s)\s+balance\b/i,
  /\bbalance\s+(brought\s+forward|b\/f|bfwd|b\/fwd)\b/i,
  /^\s*(brought\s+forward|b\/f)\b/i,
  /\b(anfangssaldo|alter\s+(kontostand|saldo)|saldo\s+(alt|vortrag|anterior|inicial|iniziale|precedente|di\s+apertura)|solde\s+(pr[ée]c[ée]dent|initial|de\s+d[ée]part|d['’]ouverture|ancien)|ancien\s+solde|beginsaldo|oud\s+saldo|vorheriger\s+kontostand)\b/i,
  /\bbaki\s+(terdahulu|awal|sebelum(nya)?|lalu|dibawa\s+ke\s+hadapan|bawa\s+ke\s+hadapan)\b/i,
  /(上期|期初|承前|上月)(结欠|結欠|余额|餘額|结余|結餘|结存|結存)|前回残高|前期繰越|ยอดยกมา|ยอดคงเหลือยกมา/,
];
const CLOSING = [
  /\b(closing|ending|end|final|new|current|available)\s+(account\s+|ledger\s+)?bal(ance)?\b/i,
  /\bbalance\s+(at|as\s+of)\s+(the\s+)?end\b/i,
  /\bbalance\s+(carried\s+forward|c\/f|cfwd|c\/fwd)\b/i,
  /^\s*(total\s+)?(amount|balance)\s+(now\s+)?due\b|\bstatement\s+balance\b|\btotal\s+(amount|balance)\s+due\b/i,
  /^\s*(carried\s+forward|c\/f)\b/i,
  /\b(endsaldo|neuer\s+(kontostand|saldo)|saldo\s+(neu|final|actual|finale|di\s+chiusura)|solde\s+(final|nouveau|de\s+cl[ôo]ture)|nouveau\s+solde|eindsaldo|nieuw\s+saldo)\b/i,
  /\bbaki\s+(semasa|akhir|baru|penutup|dibawa\s+ke\s+depan)\b/i,
  /(本期|期末|本月)(结欠|結欠|余额|餘額|结余|結餘|结存|結存)|今回残高|次期繰越|ยอดยกไป|ยอดคงเหลือยกไป/,
];
const FORWARD = [/^\s*balance\s+(forward|fwd)\b/i, /^\s*(übertrag|uebertrag|vortrag|report|a\s+reporter)\b/i];
const TOTAL = [
  /^\s*(sub-?\s*)?totals?\b/i,
  /\b(sub-?total|summe|gesamt|totaal|totale)\b/i,
  /^\s*(daily|day)\s+(ending\s+)?balance\b/i,
];
const BALANCE_ON =
  /^\s*(balance\s+(on|at|as\s+(of|at))|(ancien\s+)?solde\s+((cr[ée]diteur|d[ée]biteur)\s+)?(au|du|le)|kontostand\s+(am|per|vom)|saldo\s+(al|em|per|am|a\s+fecha))\b/i;

// Every label above contains one of these; most lines are ruled out by this one test.
const LABEL_HINT =
  /bal|sald|sold|forw|fwd|b\/f|c\/f|tot|sum|gesamt|kontost|trag|report|brought|carried|subtotal|due|baki|结欠|結欠|余额|餘額|结余|結餘|结存|結存|残高|繰越|ยอดยก|ยอดคงเหลือ/i;

/** Classifies the text of a row that is not a transaction (opening/closing/forward balances, totals). */
export function balanceLabel(text: string): BalanceLabel | null {
  if (!LABEL_HINT.test(text)) return null;
  if (OPENING.some((re) => re.test(text))) return "opening";
  if (CLOSING.some((re) => re.test(text))) return "closing";
  if (FORWARD.some((re) => re.test(text))) return "forward";
  if (TOTAL.some((re) => re.test(text))) return "total";
  if (BALANCE_ON.test(text)) return "other";
  return null;
}

/** "Balance on 1 October 2022": a balance at a date; the date decides opening or closing. */
export function isBalanceAtDate(text: string): boolean {
  return BALANCE_ON.test(text);
}

const POSITIVE_SECTION =
  /\b(deposits?|additions?|credits?|paid\s+in|money\s+in|incoming|receipts?|interest\s+(earned|paid)|gutschriften|eing[äa]nge|haben|cr[ée]dits?|abonos|ingresos|bijschrijvingen)\b/i;
const NEGATIVE_SECTION =
  /\b(withdrawals?|subtractions?|debits?|checks?|cheques?|fees?|charges?|charged|paid\s+out|money\s+out|outgoing|payments?|purchases?|card\s+transactions|atm|lastschriften|belastungen|ausg[äa]nge|soll|d[ée]bits?|cargos|retiros|afschrijvingen)\b/i;
const SECTION_WORDS =
  /^(and|&|other|electronic|atm|debit|card|cards|checks?|cheques?|paid|in|out|money|deposits?|additions?|credits?|withdrawals?|subtractions?|debits?|fees?|charges?|charged|service|payments?|purchases?|transactions?|interest|earned|incoming|outgoing|receipts?|continued|cont|cont'd|your|account|automatic|online|and\/or|other)$/i;

/** Sign a section heading gives the unsigned amounts under it: +1, -1, or null when unclear. */
export function sectionSign(title: string): 1 | -1 | null {
  const t = title.replace(/\(.*?\)/g, " ");
  const pos = POSITIVE_SECTION.test(t);
  const neg = NEGATIVE_SECTION.test(t);
  if (pos && !neg) return 1;
  if (neg && !pos) return -1;
  if (pos && neg) {
    // "Deposits and other credits" vs "ATM & debit card withdrawals": the last keyword is the noun.
    const words = t
      .toLowerCase()
      .split(/[^a-zäöüéèà]+/)
      .filter(Boolean);
    for (let i = words.length - 1; i >= 0; i--) {
      const w = words[i] as string;
      if (POSITIVE_SECTION.test(w)) return 1;
      if (NEGATIVE_SECTION.test(w)) return -1;
    }
  }
  return null;
}

const NOT_SECTION =
  /\b(balance|total|totals|summary|previous|new|opening|closing|beginning|ending|page|account|statement|credit\s+card|card\s+(number|account|holder)|visa|mastercard|amex)\b/i;

/** True when a whole line reads like a section heading ("DEPOSITS AND ADDITIONS", "Fees (continued)"). */
export function isSectionTitle(text: string): boolean {
  if (/\d/.test(text) || NOT_SECTION.test(text)) return false;
  const words = text
    .replace(/\(.*?\)/g, " ")
    .split(/[\s,:]+/)
    .filter(Boolean);
  if (words.length === 0 || words.length > 8) return false;
  const unknown = words.filter((w) => !SECTION_WORDS.test(w)).length;
  return unknown <= 2 && unknown * 2 < words.length && sectionSign(text) !== null;
}
