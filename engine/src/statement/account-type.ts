import type { Line } from "../layout/lines.js";
import type { AccountType } from "../types.js";
import type { AccountGroup } from "./accounts.js";

/** Wording that marks each kind of statement, checked in this order (a card statement may mention a current account to pay from). */
const KINDS: [AccountType, RegExp][] = [
  [
    "credit_card",
    /\b(credit\s*card|card\s*statement|minimum\s+(payment|amount)?\s*due|total\s+minimum\s+due|payment\s+due\s+date|credit\s+limit|available\s+credit|carte\s+de\s+cr[ée]dit|kreditkarte|tarjeta\s+de\s+cr[ée]dito|carta\s+di\s+credito|cart[ãa]o\s+de\s+cr[ée]dito|creditcard|minimum\s+payment|paiement\s+minimum|limite\s+de\s+cr[ée]dit|cr[ée]dit\s+disponible|pago\s+m[íi]nimo|l[íi]mite\s+de\s+cr[ée]dito|pagamento\s+minimo|mindestzahlung|bayaran\s+minimum|had\s+kredit)\b|最低还款|最低還款|信用额度|信用額度|信用卡/i,
  ],
  [
    "loan",
    /\b(loan\s+(account|statement)|mortgage\s+(account|statement)|principal\s+balance|darlehen|pr[êe]t\s+immobilier|hipoteca|mutuo)\b/i,
  ],
  [
    "savings",
    /\b(savings?(?!\s+(bank|and\s+loan|institution))|saver|livret|[ée]pargne|sparkonto|sparbuch|tagesgeld|ahorros?|risparmio|poupan[çc]a|spaarrekening)\b/i,
  ],
  [
    "checking",
    /\b(current\s+account|checking|chequing|girokonto|compte\s+(courant|de\s+ch[èe]ques)|cuenta\s+corriente|conto\s+corrente|conta\s+corrente|betaalrekening|business\s+account|personal\s+account|everyday\s+account)\b/i,
  ],
];

/** A credit card statement: its card wording (credit limit, minimum payment due ...) on the first pages. */
export function isCardStatement(lines: Line[]): boolean {
  const [card] = KINDS;
  return card !== undefined && lines.some((l) => l.page <= 2 && card[1].test(l.text));
}

/**
 * What kind of statement this is: a card statement by its card wording anywhere on the first
 * pages; otherwise the first account's title, then the first line of the first page, naming a
 * savings, current or loan account (the account's name comes before offers in the fine print);
 * null when nothing says.
 */
export function accountTypeOf(lines: Line[], groups: AccountGroup[]): AccountType | null {
  if (isCardStatement(lines)) return "credit_card";
  const title = groups[0]?.title;
  for (const [kind, re] of KINDS) if (title && re.test(title)) return kind;
  for (const line of lines) {
    if (line.page !== lines[0]?.page) break;
    const kind = KINDS.find(([, re]) => re.test(line.text));
    if (kind) return kind[0];
  }
  return null;
}
