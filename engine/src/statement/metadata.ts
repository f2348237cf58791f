import type { Cell, Line } from "../layout/lines.js";
import { median } from "../layout/median.js";
import {
  ACCOUNT_LABEL,
  BANK_CODE,
  BANK_WORDS,
  NOT_ACCOUNT,
  NOT_BANK,
  NOT_CARD_ACCOUNT,
} from "../lexicon/statement-words.js";
import { type ParsedAmount, parseAmount } from "../parse/amounts.js";
import { findDates } from "../parse/dates.js";
import { trimEndWhere } from "../parse/trim.js";
import { balanceLabel, isBalanceAtDate, labelWords } from "./labels.js";

/** The bank's name: the largest print on the first page, preferring text that names a bank. */
export function findBankName(lines: Line[]): string | null {
  let best: { text: string; score: number } | null = null;
  const first = lines.filter((l) => l.page === lines[0]?.page);
  const bodySize = median(first.map((l) => l.fontSize));
  for (const line of first) {
    for (const cell of line.cells) {
      const text = cleanName(cell.text);
      if (text.length < 3 || text.length > 60 || !/[A-Za-z]/.test(text)) continue;
      if (/\d{3,}|@|www\.|https?:/i.test(text)) continue;
      let score = cell.fontSize / (bodySize || 1);
      if (BANK_WORDS.test(text)) score += 1.5;
      if (NOT_BANK.test(text)) score -= 2;
      if (score > (best?.score ?? 1.6)) best = { text, score };
    }
  }
  return best?.text ?? null;
}

const NAME_END = /[\s,;:·|•-]/;

function cleanName(text: string): string {
  return trimEndWhere(text.split(/\s[·|•]\s|\s{2,}/)[0]!, (ch) => NAME_END.test(ch)).trim();
}

const ACCOUNT_LABELS = new RegExp(ACCOUNT_LABEL.source, "gi");
/** A number following a label and its filler words ("number", "No.", "n°", ":"). */
const NUMBER_NEXT =
  /^(?:\s*(?:number|no\.?|nr\.?|num[ée]ro|n[°º]|#|:|-))*\s*(\d(?:[\d-]|\s(?=\d)){5,20}\d)\b/i;
/**
 * A masked number: runs of two or more mask characters, a space or dash between runs, then 3-6
 * digits ("XXXX-XXXX-1234", "**** 1234"). Written so no text makes it backtrack: a match starts
 * only where a chain of runs starts (the nested `(?:[*xX•]{2,}[\s-]?)+` it replaces took minutes
 * over forty x's in a row).
 */
const MASKED = /(?<![*xX•])(?<![*xX•]{2}[\s-])[*xX•]{2,}(?:[\s-][*xX•]{2,})*[\s-]?\d{3,6}\b/;
const PLAIN = /\b\d[\d\s-]{5,20}\d\b/;
const ENDING = /\bending\s+(in\s+)?\d{4}\b/i;
/** An IBAN, printed in groups of four or not ("ES91 2100 0418 4502 0005 1332"). */
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b/;

function mask(digits: string): string | null {
  const d = digits.replace(/\D/g, "");
  return d.length >= 3 ? `****${d.slice(-4)}` : null;
}

/**
 * Masked account number (****1234) from the account line, or a masked number on the first page.
 * On a card statement the card's number is the account's (elsewhere a card number is a debit
 * card's, printed beside purchases).
 */
export function findAccountNumber(lines: Line[], card = false): string | null {
  const notAccount = card ? NOT_CARD_ACCOUNT : NOT_ACCOUNT;
  const labelled = lines.filter((l) => ACCOUNT_LABEL.test(l.text) && !notAccount.test(l.text));
  for (const l of labelled) {
    const m = MASKED.exec(l.text) ?? ENDING.exec(l.text) ?? IBAN.exec(l.text);
    if (m) return mask(m[0]);
  }
  const firstPage = lines.filter((l) => l.page === lines[0]?.page && !notAccount.test(l.text));
  for (const l of firstPage) {
    const m = MASKED.exec(l.text) ?? IBAN.exec(l.text);
    if (m) return mask(m[0]);
  }
  // The number right after a label ("Account number 41237789"), then any number after the
  // first label once bank codes are blanked ("Sort code 20-45-77" is the branch's).
  for (const l of labelled) {
    const text = withoutDates(l.text);
    for (const label of text.matchAll(ACCOUNT_LABELS)) {
      const m = NUMBER_NEXT.exec(text.slice(label.index + label[0].length));
      if (m?.[1]) return mask(m[1]);
    }
  }
  for (const l of labelled) {
    const after = withoutDates(l.text.slice((ACCOUNT_LABEL.exec(l.text)?.index ?? 0) + 4)).replace(
      BANK_CODE,
      " ",
    );
    const m = PLAIN.exec(after);
    if (m) return mask(m[0]);
  }
  // A card number printed whole in groups of four ("5488-2926-6730-9473").
  for (const l of firstPage) {
    const m = CARD_NUMBER.exec(l.text);
    if (m) return mask(m[0]);
  }
  return null;
}

const CARD_NUMBER = /\b\d{4}([ -])\d{4}\1\d{4}\1\d{1,4}\b/;

/** The text with its dates blanked out ("Statement of account for 01-04-2025 to ..." has no number). */
function withoutDates(text: string): string {
  let out = text;
  for (const d of findDates(text)) out = out.slice(0, d.index) + " ".repeat(d.text.length) + out.slice(d.end);
  return out;
}

export interface BalanceCandidate {
  /** "figure": money printed outside the tables under no balance label (a summary's line). */
  kind: "opening" | "closing" | "at" | "figure";
  /** The value as printed, with its sign marks. */
  amount: ParsedAmount;
  /** Date text of a "Balance on DATE" label. */
  dateText: string | null;
  line: Line;
}

export function amountRightOf(line: Line, cell: Cell): ParsedAmount | null {
  for (const c of line.cells) {
    if (c.x0 < cell.x1 - 1) continue;
    const a = parseAmount(c.text);
    if (a) return a;
    if (balanceLabel(c.text)) return null;
  }
  return null;
}

/** "Beginning Balance $2,500.00" drawn as one run: the amount that ends the label's own cell. */
export function amountInside(cell: Cell): ParsedAmount | null {
  const words = cell.text.trim().split(/\s+/);
  for (const k of [2, 1]) {
    if (words.length <= k) continue;
    const a = parseAmount(words.slice(-k).join(" "));
    const head = words.slice(0, -k).join(" ").replace(/:$/, "");
    if (a && (balanceLabel(head) !== null || isBalanceAtDate(head))) return a;
  }
  return null;
}

function amountBelow(lines: Line[], index: number, cell: Cell): ParsedAmount | null {
  const line = lines[index] as Line;
  for (let k = index + 1; k < Math.min(lines.length, index + 3); k++) {
    const below = lines[k] as Line;
    if (below.page !== line.page || below.y - line.y > 3 * line.fontSize) break;
    for (const c of below.cells) {
      if (c.x1 < cell.x0 - 2 || c.x0 > cell.x1 + 2) continue;
      const a = parseAmount(c.text);
      if (a) return a;
    }
  }
  return null;
}

/** The amount ending a cell of words (its last one or two), whatever the words: "… 04-JUN-2026 29.202,98 €". */
function figureEnding(cell: Cell): ParsedAmount | null {
  const words = cell.text.trim().split(/\s+/);
  for (const k of [2, 1]) {
    if (words.length <= k || !/\p{L}{3}/u.test(words.slice(0, -k).join(" "))) continue;
    const a = parseAmount(words.slice(-k).join(" "));
    if (a) return a;
  }
  return null;
}

/**
 * Money printed outside the tables with cents ("Saldo contabile finale 21.824,87C", a label's
 * cell ending in its amount: "Saldo einde periode 04-JUN-2026 29.202,98 €"), whatever its label:
 * a balance the arithmetic may recognise (settle.ts).
 */
export function findSummaryFigures(lines: Line[]): BalanceCandidate[] {
  const out: BalanceCandidate[] = [];
  for (const line of lines) {
    for (const cell of line.cells) {
      const amount = /\d[.,]\d{2}(?!\d)/.test(cell.text)
        ? (parseAmount(cell.text) ?? figureEnding(cell))
        : null;
      if (amount) out.push({ kind: "figure", amount, dateText: null, line });
    }
  }
  return out;
}

/** Opening/closing balances printed in summary boxes ("Beginning Balance $1,897.72", label rows over value rows). */
export function findSummaryBalances(
  lines: Line[],
  dateOf: (text: string) => string | null,
): BalanceCandidate[] {
  const out: BalanceCandidate[] = [];
  lines.forEach((line, index) => {
    for (const cell of line.cells) {
      const label = balanceLabel(cell.text);
      const at = isBalanceAtDate(cell.text);
      if (label !== "opening" && label !== "closing" && !at) continue;
      const amount = amountInside(cell) ?? amountRightOf(line, cell) ?? amountBelow(lines, index, cell);
      if (amount === null) continue;
      if (at) out.push({ kind: "at", amount, dateText: dateOf(cell.text), line });
      else out.push({ kind: label as "opening" | "closing", amount, dateText: null, line });
    }
  });
  const closing = boxClosing(lines, out);
  return closing ? [...out, closing] : out;
}

/**
 * The closing balance of a summary box that names it in words the vocabulary does not know:
 * the box's last line, under its opening balance, whose label shares a word with the opening's
 * ("Saldo precedente" … "Saldo contabile finale 31/07/2025", "Vorig saldo" … "Nieuw saldo"),
 * is not a total and prints an amount. Only where no closing balance of the box was recognised.
 */
function boxClosing(lines: Line[], found: BalanceCandidate[]): BalanceCandidate | null {
  const opening = found.find((c) => c.kind === "opening");
  if (!opening || found.some((c) => c.kind === "closing" || (c.kind === "at" && c.dateText))) return null;
  const words = labelWords(opening.line.cells[0]?.text ?? "");
  const at = lines.indexOf(opening.line);
  let best: BalanceCandidate | null = null;
  for (let k = at + 1; k < lines.length && k <= at + 12; k++) {
    const line = lines[k] as Line;
    const above = lines[k - 1] as Line;
    if (line.page !== above.page || line.y - above.y > 3 * Math.max(line.fontSize, above.fontSize)) break;
    const label = line.cells[0];
    const named = label && balanceLabel(label.text);
    if (!label || named === "total" || named === "opening") continue;
    if (![...labelWords(label.text)].some((w) => words.has(w))) continue;
    const amount = amountInside(label) ?? amountRightOf(line, label);
    if (amount) best = { kind: "closing", amount, dateText: null, line };
  }
  return best;
}
