import type { AccountType } from "../types.js";

/** Wording that marks each kind of statement, checked in this order (a card statement may mention a current account to pay from). */
export const ACCOUNT_KINDS: [AccountType, RegExp][] = [
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
