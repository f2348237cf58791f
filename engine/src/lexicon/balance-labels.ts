/**
 * Labels of lines that are not transactions but balances or totals ("Opening balance",
 * "Saldo anterior", "Total", "Übertrag"), read by src/statement/labels.ts.
 */

/** Opening, closing and forward balances, totals, and a balance at a date ("Balance on 1 October"). */
export const OPENING = [
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
export const CLOSING = [
  /\b(closing|ending|end|final|new|current|available)\s+(account\s+|ledger\s+)?bal(ance)?\b/i,
  /\bbalance\s+(at|as\s+of)\s+(the\s+)?end\b/i,
  /\bbalance\s+(carried\s+forward|c\/f|cfwd|c\/fwd)\b/i,
  /^\s*(total\s+)?(amount|balance)\s+(now\s+)?due\b|\bstatement\s+balance\b|\btotal\s+(amount|balance)\s+due\b/i,
  /^\s*(carried\s+forward|c\/f)\b/i,
  /\b(endsaldo|neuer\s+(kontostand|saldo)|saldo\s+(neu|final|actual|finale|di\s+chiusura)|solde\s+(final|nouveau|de\s+cl[ôo]ture)|nouveau\s+solde|eindsaldo|nieuw\s+saldo)\b/i,
  /\bbaki\s+(semasa|akhir|baru|penutup|dibawa\s+ke\s+depan)\b/i,
  /(本期|期末|本月)(结欠|結欠|余额|餘額|结余|結餘|结存|結存)|今回残高|次期繰越|ยอดยกไป|ยอดคงเหลือยกไป/,
];
export const FORWARD = [
  /^\s*balance\s+(forward|fwd)\b/i,
  /^\s*(übertrag|uebertrag|vortrag|report|a\s+reporter)\b/i,
];
export const TOTAL = [
  /^\s*(sub-?\s*)?totals?\b/i,
  /\b(sub-?total|summe|gesamt|totaal|totale)\b/i,
  /^\s*(daily|day)\s+(ending\s+)?balance\b/i,
];
export const BALANCE_ON =
  /^\s*(balance\s+(on|at|as\s+(of|at))|(ancien\s+)?solde\s+((cr[ée]diteur|d[ée]biteur)\s+)?(au|du|le)|kontostand\s+(am|per|vom)|saldo\s+(al|em|per|am|a\s+fecha))\b/i;

/** Every label above contains one of these; most lines are ruled out by this one test. */
export const LABEL_HINT =
  /bal|sald|sold|forw|fwd|b\/f|c\/f|tot|sum|gesamt|kontost|trag|report|brought|carried|subtotal|due|baki|结欠|結欠|余额|餘額|结余|結餘|结存|結存|残高|繰越|ยอดยก|ยอดคงเหลือ/i;

/** Words of a total that sums rows ("Total deposits", "Total for period"), not a balance. */
export const SUMMARY_TOTAL =
  /\b(deposits?|withdrawals?|credits?|debits?|fees?|checks?|cheques?|charges?|for|of|paid|in|out|amounts?|period|month|day|items?)\b/i;
