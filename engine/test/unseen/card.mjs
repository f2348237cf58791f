// A credit card statement: a summary (previous balance, payments, purchases, fees, new balance,
// and figures that are not balances: minimum payment, credit limit, available credit), then the
// rows, flat in date order, in sections by kind, or by cardholder with a subtotal each. Amounts
// are printed from the issuer's side (purchases plain, payments marked), from the cardholder's
// side (purchases with a minus), or with DR/CR-style marks; the truth is always the cardholder's.
import { addDays, esc, pick } from "../printed/common.mjs";
import { receiptText, twoUp } from "./geometry.mjs";
import { HEAD_PX, rowsForPages } from "./look.mjs";
import { PEOPLE } from "./payees.mjs";
import { cardRows } from "./rows.mjs";
import { descriptionCell, heading, line, row, table } from "./table.mjs";

const sum = (rows) => rows.reduce((s, t) => s + t.amount, 0);

export function buildCard(ctx) {
  const { r, plan, lang, look, money, dates, period, meta } = ctx;
  const words = lang.card;
  const two = plan.family === "cardHolders";
  const holders = two ? [meta.holder, PEOPLE[plan.language].find((p) => p !== meta.holder)] : [meta.holder];
  const narrow = plan.geometry === "narrow";
  // A receipt roll has room for one date column and no column of foreign amounts.
  const postDates = r() < 0.55 && !narrow;
  const postingFirst = postDates && r() < 0.3;
  const originalColumn = r() < 0.3 && !narrow;
  const marks = /^(crdr|cd)/.test(plan.sign);
  const side = marks ? "marks" : r() < (two ? 0.5 : 0.7) ? "issuer" : "holder";
  const creditsOnly = marks && r() < 0.5;
  const n = Math.max(
    8,
    Math.round(rowsForPages(look, plan.pages, 0.15, HEAD_PX + 200) * (two ? 0.65 : 0.85)),
  );
  const card = cardRows(r, {
    language: plan.language,
    start: period.start,
    end: period.end,
    n,
    holders,
    postDates,
  });

  if (narrow)
    for (const t of [...card.payments, ...card.groups.flatMap((g) => g.rows), ...card.fees, ...card.interest])
      t.description = receiptText(t.description);
  // The amount as printed, from the cardholder's side `c`.
  const shown = (c) =>
    side === "issuer" ? money.signed(-c) : creditsOnly && c < 0 ? money.plain(c) : money.signed(c);
  const rate = (x) =>
    plan.number === "us" || plan.number === "ch" ? String(x) : String(x).replace(".", ",");
  const all = [...card.payments, ...card.groups.flatMap((g) => g.rows), ...card.fees, ...card.interest];
  for (const t of all) {
    if (!t.foreign) continue;
    const { code, original } = t.foreign;
    if (originalColumn) t.original = `${money.bare(original)} ${code}`;
    else t.detailLines = [`${code} ${money.bare(original)} @ ${rate(t.foreign.rate)}`];
    t.details = t.detailLines.join(" ");
  }

  const roles = [
    "date",
    ...(postDates ? ["date2"] : []),
    "desc",
    ...(originalColumn ? ["original"] : []),
    "amount",
  ];
  const cols = roles.map((role) => ({ role }));
  const first = (t) => (postingFirst ? t.valueDate : t.date);
  const second = (t) => (postingFirst ? t.date : t.valueDate);
  const rowOf = (t) =>
    row(cols, {
      date: dates.row(first(t)),
      date2: postDates ? dates.row(second(t)) : "",
      desc: descriptionCell(t.description, t.detailLines, false),
      original: t.original ?? "",
      amount: shown(t.amount),
    });

  // Printed order.
  const charges = [...card.fees, ...card.interest];
  let body;
  let order;
  let arrangement;
  if (two) {
    arrangement = "by cardholder";
    order = [...card.payments, ...card.groups.flatMap((g) => g.rows), ...charges];
    body = [
      heading(cols, words.payments),
      ...card.payments.map(rowOf),
      ...card.groups.flatMap((g) => [
        heading(cols, `${words.holder}: ${g.name} - ${words.ending} ${g.last4}`),
        ...g.rows.map(rowOf),
        line(cols, `${words.subtotal} ${g.last4}`, { amount: shown(sum(g.rows)) }),
      ]),
      ...(charges.length ? [heading(cols, words.fees), ...charges.map(rowOf)] : []),
    ];
  } else if (r() < 0.4) {
    arrangement = "in sections by kind";
    const purchases = card.groups[0].rows;
    order = [...card.payments, ...purchases, ...charges];
    body = [
      heading(cols, words.payments),
      ...card.payments.map(rowOf),
      heading(cols, words.purchases),
      ...purchases.map(rowOf),
      ...(charges.length ? [heading(cols, words.fees), ...charges.map(rowOf)] : []),
    ];
  } else {
    arrangement = "in one list by date";
    order = [...all].sort((a, b) => first(a).localeCompare(first(b)));
    body = order.map(rowOf);
  }

  const previous = card.previous;
  const owed = previous - sum(all);
  let newBalance = owed;
  const notes = [];
  if (plan.altered) {
    newBalance += pick(r, [1000, 5000, -3000]);
    notes.push(
      `ALTERED: the new balance is printed ${newBalance} cents where the rows make ${owed}; the statement does not reconcile.`,
    );
  }
  if (r() < 0.4) body.unshift(line(cols, words.previous, { amount: shown(-previous) }));
  if (r() < 0.3) body.push(line(cols, words.newBalance, { amount: shown(-newBalance) }));

  // Printed lines of each body row (for two columns per page): continuation lines, a heading's space.
  const items = () =>
    body.map((html) => ({
      html,
      lines: (html.match(/class="det"/g) ?? []).length + (html.startsWith('<tr class="g"') ? 0.5 : 0),
    }));
  const credits = [...card.payments, ...all.filter((t) => t.type === "DEPOSIT")];
  const purchases = card.groups.flatMap((g) => g.rows).filter((t) => t.amount < 0);
  const limits = [300000, 500000, 800000, 1200000].filter((l) => l > newBalance + 50000);
  const limit = limits.length ? pick(r, limits) : Math.ceil((newBalance + 100000) / 500000) * 500000;
  const summary = [
    [words.previous, previous],
    [words.payments, sum(credits)],
    [words.purchases, -sum(purchases)],
    [words.fees, -sum(charges)],
    [words.newBalance, newBalance],
    [words.minimum, Math.max(2500, Math.round(newBalance * 0.03))],
    [words.due, dates.long(addDays(period.end, 21))],
    [words.limit, limit],
    [words.available, limit - newBalance],
  ];
  const box = `<div class="box"><table>${summary
    .map(
      ([l, v]) =>
        `<tr><td>${esc(l)}</td><td class="r">${typeof v === "number" ? money.bare(v) : esc(v)}</td></tr>`,
    )
    .join("")}</table></div>`;
  const boxAfter = r() < 0.25;

  notes.push(
    `Card statement ${arrangement}; amounts printed ${{ issuer: "from the issuer's side (purchases plain, credits marked)", holder: "from the cardholder's side (purchases negative)", marks: creditsOnly ? "with credits marked and purchases plain" : "with debit/credit marks" }[side]}; the truth is the cardholder's side (purchases, fees and interest negative), opening = -previous balance, closing = -new balance.`,
    postDates
      ? `Two date columns: ${postingFirst ? "posting date first, then transaction date" : "transaction date first, then posting date"}; the first is the row's date, the second its value date.`
      : "",
    originalColumn ? "A column of original foreign amounts (money the row does not move)." : "",
    two ? "Cardholder headings and subtotal lines are not rows; payments are listed apart." : "",
    "Minimum payment, credit limit and available credit are not balances.",
  );
  return {
    roles,
    span: postDates ? { from: 0, to: 1 } : null,
    tables: (head, header) =>
      plan.geometry === "columns"
        ? twoUp(look, items(), head, header, HEAD_PX + 200).html
        : table(head, body, header),
    pages: plan.geometry === "columns" ? twoUp(look, items(), [], "none", HEAD_PX + 200).pages : null,
    before: boxAfter ? "" : box,
    after: boxAfter ? box : "",
    opening: -previous,
    closing: -newBalance,
    rows: order.map((t) => ({
      ...t,
      date: first(t),
      valueDate: postDates ? second(t) : null,
      balance: null,
      ref: null,
    })),
    layout: {
      side,
      creditsOnly,
      holders: holders.length,
      arrangement,
      postDates,
      postingFirst,
      originalColumn,
    },
    notes: notes.filter(Boolean),
  };
}
