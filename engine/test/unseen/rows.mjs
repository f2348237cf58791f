// The transactions of one statement, with exact running balances: a current account's month
// (continuation lines, value dates, an overdraft when asked), or a card's month (payments,
// purchases by cardholder, a foreign purchase with its fee, interest), from the cardholder's
// side as the truth files write them (money out negative).
import { addDays, pick } from "../printed/common.mjs";
import { CARD_TEXTS, PAYEES } from "./payees.mjs";

const daysBetween = (a, b) => Math.round((Date.parse(b) - Date.parse(a)) / 864e5);
const digits = (r, n) =>
  Array.from({ length: n }, (_, i) => Math.floor(r() * (i ? 10 : 9)) + (i ? 0 : 1)).join("");
const hhmm = (r) =>
  `${String(Math.floor(r() * 24)).padStart(2, "0")}:${String(Math.floor(r() * 60)).padStart(2, "0")}`;

/** A continuation line's text: a reference, a channel with a day and time, an IBAN, a mandate. */
function detailLine(r, words, iso, iban) {
  const [, m, d] = iso.split("-");
  const kind = Math.floor(r() * 4);
  if (kind === 0) return `${words.refWord} ${digits(r, 6 + Math.floor(r() * 4))}`;
  if (kind === 1) return `${pick(r, words.via)} ${d}/${m} ${hhmm(r)}`;
  if (kind === 2 && iban)
    return `${iban}${digits(r, 2)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 2)}`;
  return `ID ${digits(r, 3)}${String.fromCharCode(65 + Math.floor(r() * 26))}${digits(r, 5)}`;
}

/** `n` sorted dates from `start` to `end`, several on a day now and then. */
function datesOf(r, start, end, n) {
  const span = daysBetween(start, end);
  return Array.from({ length: n }, () => Math.floor(r() * (span + 1)))
    .sort((a, b) => a - b)
    .map((k) => addDays(start, k));
}

/** Running balances from `opening`. */
export function withBalances(rows, opening) {
  let balance = opening;
  return rows.map((t) => {
    balance += t.amount;
    return { ...t, balance };
  });
}

/**
 * A current account's rows. `details`: the share of rows with continuation lines and the most
 * lines one may have; `overdraft`: the balance goes below zero at least once (else never).
 */
export function accountRows(
  r,
  {
    language,
    start,
    end,
    n,
    details = [0.25, 1],
    valueDates = false,
    overdraft = false,
    iban = null,
    scale = 1,
  },
) {
  const words = PAYEES[language];
  const rows = datesOf(r, start, end, n).map((date) => {
    const credit = r() < 0.25;
    const [description, type] = pick(r, credit ? words.in : words.out);
    let cents = credit
      ? Math.round(4000 + r() * 280000)
      : Math.round(250 + r() * (r() < 0.2 ? 190000 : 16000));
    cents *= scale;
    if (type === "FEE") cents = pick(r, [450, 800, 1200, 1575]);
    if (type === "INTEREST") cents = 1 + Math.floor(r() * 2400);
    const count = r() < details[0] ? 1 + Math.floor(r() * details[1]) : 0;
    const detailLines = Array.from({ length: count }, () => detailLine(r, words, date, iban));
    const shift = valueDates && r() < 0.4 ? pick(r, [-3, -2, -1, 1, 2]) : 0;
    return {
      date,
      valueDate: valueDates ? addDays(date, shift) : null,
      description,
      // Printed one per line; the truth joins them with one space.
      detailLines,
      details: detailLines.join(" "),
      amount: credit ? cents : -cents,
      type,
    };
  });
  let opening = Math.round(20000 + r() * 600000);
  let low = Math.min(...withBalances(rows, opening).map((t) => t.balance));
  if (overdraft && low >= 0) opening -= low + Math.round(2000 + r() * 40000);
  if (!overdraft && low < 0) opening += -low + Math.round(5000 + r() * 50000);
  low = Math.min(...withBalances(rows, opening).map((t) => t.balance));
  const out = withBalances(rows, opening);
  return { rows: out, opening, closing: out.at(-1).balance, overdrawn: low < 0 };
}

/** Foreign currencies a card is used in, with a rate into the card's currency. */
const ABROAD = [
  ["USD", "HOTEL MARINA SAN DIEGO", 0.9213],
  ["GBP", "LONDON TRANSPORT TFL", 1.1684],
  ["SEK", "ARLANDA EXPRESS STOCKHOLM", 0.0871],
];

/**
 * A card's month, from the cardholder's side: payments to the card (positive), each holder's
 * purchases and refunds in date order, a foreign purchase with its fee line now and then, and the
 * issuer's fees and interest. `previous` is the balance owed before the period (a positive number).
 */
export function cardRows(r, { language, start, end, n, holders, postDates }) {
  const texts = CARD_TEXTS[language];
  const span = daysBetween(start, end);
  const day = () => addDays(start, 1 + Math.floor(r() * (span - 2)));
  const row = (date, description, amount, type, detailLines = []) => ({
    date,
    valueDate: postDates ? addDays(date, Math.floor(r() * 3)) : null,
    description,
    detailLines,
    details: detailLines.join(" "),
    amount,
    type,
  });
  const byDate = (a, b) => a.date.localeCompare(b.date);
  const previous = Math.round(30000 + r() * 250000);
  const fees = [];
  const groups = holders.map((name, h) => {
    const rows = [];
    const count = h === 0 ? n : Math.max(3, Math.round(n / 3));
    for (let i = 0; i < count; i++) {
      const date = day();
      if (r() < 0.12) {
        const [code, who, rate] = pick(r, ABROAD);
        const original = Math.round(1500 + r() * 20000);
        const cents = Math.round(original * rate);
        // The original amount is printed by the statement (a continuation line or a column of its own).
        rows.push({ ...row(date, who, -cents, "WITHDRAWAL"), foreign: { code, original, rate } });
        if (r() < 0.7)
          fees.push(row(date, texts.foreignFee, -Math.max(50, Math.round(cents * 0.0175)), "FEE"));
      } else rows.push(row(date, pick(r, texts.merchants), -Math.round(280 + r() * 15000), "WITHDRAWAL"));
    }
    if (r() < 0.5) rows.push(row(day(), texts.refund, Math.round(900 + r() * 6000), "DEPOSIT"));
    return { name, last4: String(1000 + Math.floor(r() * 9000)), rows: rows.sort(byDate) };
  });
  if (r() < 0.35) fees.unshift(row(addDays(start, 1), texts.annual, -pick(r, [2500, 4500, 9500]), "FEE"));
  fees.sort(byDate);
  const interest = r() < 0.6 ? [row(end, texts.interest, -Math.round(300 + r() * 3500), "INTEREST")] : [];
  const owed =
    previous - [...groups.flatMap((g) => g.rows), ...fees, ...interest].reduce((s, t) => s + t.amount, 0);
  const first = Math.round(previous * (0.4 + r() * 0.6));
  const payments = [row(addDays(start, 2 + Math.floor(r() * 5)), texts.payment, first, "PAYMENT")];
  // A second payment leaves something owed: the new balance is a debt, as on most card statements.
  if (r() < 0.4 && owed - first > 5000)
    payments.push(row(addDays(start, 15), texts.payment, Math.round((owed - first) * 0.3), "PAYMENT"));
  return { previous, payments: payments.sort(byDate), groups, fees, interest };
}
