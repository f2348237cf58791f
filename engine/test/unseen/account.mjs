// A current account's table in one of the account families of plan.mjs: which columns, where the
// opening and closing balances are printed (a line of the table, a summary box, or nowhere when
// the first balance tells it), totals lines, day grouping, continuation lines, and pages cut by
// hand with carried/brought forward lines. Returns the table HTML and the rows for the truth.
import { esc, pick } from "../printed/common.mjs";
import { receiptText, twoUp } from "./geometry.mjs";
import { cutPages, HEAD_PX, rowsForPages } from "./look.mjs";
import { accountRows } from "./rows.mjs";
import { descriptionCell, line, row, table } from "./table.mjs";

/** The family's columns and habits; what the family leaves open is drawn. */
function specOf(r, family, geometry) {
  const flow = () => (r() < 0.45 ? "signed" : r() < 0.7 ? "dc" : "cd");
  const twoFlow = () => (r() < 0.3 ? "cd" : "dc");
  const spec = {
    signed: { flow: "signed", balance: true },
    debitCredit: { flow: twoFlow(), balance: true },
    signedNoBalance: { flow: "signed", balance: false },
    debitCreditNoBalance: { flow: twoFlow(), balance: false },
    twoDates: { flow: flow(), balance: r() < 0.7, dateCols: 2, date2After: r() < 0.7 },
    dayGrouped: { flow: r() < 0.6 ? "signed" : "dc", balance: true, dayGrouped: true },
    multilineBelow: { flow: flow(), balance: r() < 0.8, details: [0.75, 3] },
    multilineAbove: { flow: flow(), balance: true, details: [0.6, 2], above: true },
    amountsFirst: {
      flow: flow(),
      balance: r() < 0.8,
      descLast: true,
      dateCols: r() < 0.3 ? 2 : 1,
      date2After: true,
    },
    carried: { flow: flow(), balance: true, carried: true },
  }[family];
  const out = {
    dateCols: 1,
    details: [0.25, 1],
    overdraft: r() < 0.4,
    zeroFill: spec.flow !== "signed" && r() < 0.15,
    ...spec,
  };
  // A receipt has no room for continuation lines; a landscape page has room for a reference column.
  if (geometry === "narrow") out.details = [0, 0];
  if (geometry === "landscape") out.ref = r() < 0.6 ? (r() < 0.7 ? "afterDate" : "beforeMoney") : null;
  return out;
}

function rolesOf(spec) {
  const flow = { signed: ["amount"], dc: ["debit", "credit"], cd: ["credit", "debit"] }[spec.flow];
  const two = spec.dateCols === 2;
  const dates = two && spec.date2After ? ["date", "date2"] : ["date"];
  const tail = [...flow, ...(spec.balance ? ["balance"] : [])];
  const after = spec.ref === "afterDate" ? ["ref"] : [];
  const before = spec.ref === "beforeMoney" ? ["ref"] : [];
  const roles = spec.descLast
    ? [...dates, ...after, ...before, ...tail, "desc"]
    : [...dates, ...after, "desc", ...(two && !spec.date2After ? ["date2"] : []), ...before, ...tail];
  const span =
    flow.length === 2
      ? { from: roles.indexOf(flow[0]), to: roles.indexOf(flow[1]) }
      : dates.length === 2
        ? { from: 0, to: 1 }
        : null;
  return { roles, span };
}

export function buildAccount(ctx) {
  const { r, plan, lang, look, money, dates, period, region } = ctx;
  const spec = specOf(r, plan.family, plan.geometry);
  const { roles, span } = rolesOf(spec);
  const cols = roles.map((role) => ({ role }));
  const avgLines = (spec.details[0] * (1 + spec.details[1])) / 2;
  const made = accountRows(r, {
    language: plan.language,
    start: period.start,
    end: period.end,
    n: rowsForPages(look, plan.pages, avgLines, HEAD_PX + 90, spec.carried ? 0.72 : 1),
    details: spec.details,
    valueDates: spec.dateCols === 2,
    overdraft: spec.overdraft,
    iban: region.iban,
    scale: r() < 0.15 ? 20 : 1,
  });
  const rows = made.rows.map((t) => ({ ...t, printed: t.amount }));
  for (const t of rows) {
    if (plan.geometry === "narrow") t.description = receiptText(t.description);
    if (spec.ref) t.ref = String(1000000 + Math.floor(r() * 9000000));
  }
  const { opening } = made;
  const notes = [];

  // A deliberately altered figure: one row's amount (the balances stay right), or the closing balance.
  let closing = made.closing;
  if (plan.altered && spec.balance) {
    const t = rows[Math.floor(rows.length / 2)];
    t.printed = t.amount + Math.sign(t.amount) * pick(r, [900, 1000, 4500, 9000]);
    notes.push(
      `ALTERED: the amount of the row dated ${t.date} (${t.description}) is printed ${t.printed} cents where its balances say ${t.amount}; the truth holds the printed amount, and the statement does not reconcile.`,
    );
  } else if (plan.altered) {
    closing += pick(r, [1000, -2500, 9000]);
    notes.push(
      `ALTERED: the closing balance is printed ${closing} cents where the rows make ${made.closing}; the statement does not reconcile.`,
    );
  }

  const shownBalance = (t, i) =>
    !spec.balance || (spec.dayGrouped && rows[i + 1]?.date === t.date) ? null : t.balance;
  const zero = spec.zeroFill ? money.plain(0) : "";
  const cellsOf = (t, i) => ({
    date: spec.dayGrouped && rows[i - 1]?.date === t.date ? "" : dates.row(t.date),
    date2: dates.row(t.valueDate ?? t.date),
    ref: t.ref ?? "",
    desc: descriptionCell(t.description, t.detailLines, spec.above),
    amount: money.signed(t.printed),
    debit: t.printed < 0 ? money.plain(t.printed) : zero,
    credit: t.printed > 0 ? money.plain(t.printed) : zero,
    balance: shownBalance(t, i) === null ? "" : money.signed(t.balance),
  });
  const txRows = rows.map((t, i) => row(cols, cellsOf(t, i), { bottom: spec.above }));

  // Where the balances are printed.
  const openingMode = spec.carried
    ? "line"
    : spec.balance
      ? pick(r, plan.altered ? ["line", "box"] : ["line", "line", "box", "none"])
      : pick(r, ["box", "lines"]);
  const closingMode = !spec.balance || openingMode === "box" ? openingMode : pick(r, ["line", "none"]);
  const totals = spec.balance ? r() < 0.25 : r() < 0.5;
  const figure = (c) =>
    spec.balance
      ? { balance: money.signed(c) }
      : spec.flow === "signed"
        ? { amount: money.signed(c) }
        : c < 0
          ? { debit: money.plain(c) }
          : { credit: money.plain(c) };
  const datedAt = (iso) => (r() < 0.5 ? dates.row(iso) : "");
  // A balance line is dated in the date column only when its figure stands in the balance column;
  // in the amount columns the date goes into its label ("Ancien solde au 30/09/2025"), as banks do.
  const balanceLine = (label, c, iso) => {
    const dated = datedAt(iso);
    return spec.balance || !dated
      ? line(cols, label, figure(c), dated)
      : line(cols, `${label} ${dated}`, figure(c));
  };
  const openingLine = balanceLine(pick(r, lang.opening), opening, period.start);
  const closingLine = balanceLine(pick(r, lang.closing), closing, period.end);
  const out = rows.filter((t) => t.printed < 0).reduce((s, t) => s + t.printed, 0);
  const inn = rows.filter((t) => t.printed > 0).reduce((s, t) => s + t.printed, 0);
  const totalLines = !totals
    ? []
    : spec.flow === "signed"
      ? [
          line(cols, pick(r, lang.totalOut), { amount: money.signed(out) }),
          line(cols, pick(r, lang.totalIn), { amount: money.signed(inn) }),
        ]
      : [line(cols, pick(r, lang.total), { debit: money.plain(out), credit: money.plain(inn) })];
  const start = openingMode === "line" || openingMode === "lines" ? [openingLine] : [];
  const end = [...totalLines, ...(closingMode === "line" || closingMode === "lines" ? [closingLine] : [])];

  let box = "";
  if (openingMode === "box") {
    const when = (iso) => (r() < 0.4 ? ` ${dates.hasYear ? dates.row(iso) : dates.long(iso)}` : "");
    const lines = [
      [`${pick(r, lang.opening)}${when(period.start)}`, money.signed(opening)],
      ...(r() < 0.6
        ? [
            [pick(r, lang.totalOut), money.plain(out)],
            [pick(r, lang.totalIn), money.plain(inn)],
          ]
        : []),
      [`${pick(r, lang.closing)}${when(period.end)}`, money.signed(closing)],
    ];
    box = `<div class="box"><div><b>${esc(pick(r, lang.summary))}</b></div><table>${lines
      .map(([l, v]) => `<tr><td>${esc(l)}</td><td class="r">${v}</td></tr>`)
      .join("")}</table></div>`;
  }
  const boxAfter = box && r() < 0.25;

  let tables;
  let pages = null;
  if (spec.carried) {
    const chunks = cutPages(look, rows, HEAD_PX + 40);
    pages = chunks.length;
    const bf = pick(r, lang.broughtForward);
    const cf = pick(r, lang.carriedForward);
    tables = (head, header) => {
      let index = 0;
      return chunks
        .map((chunk, p) => {
          const before = rows[index - 1]?.balance ?? opening;
          const body = txRows.slice(index, index + chunk.length);
          index += chunk.length;
          const last = p === chunks.length - 1;
          const top =
            p === 0 ? openingLine : line(cols, bf, { balance: money.signed(before) }, datedAt(chunk[0].date));
          const bottom = last
            ? end
            : [line(cols, cf, { balance: money.signed(chunk.at(-1).balance) }, datedAt(chunk.at(-1).date))];
          const html = table(p === 0 || header === "every" ? head : [], [top, ...body, ...bottom], header);
          return last ? html : `<div style="break-after:page">${html}</div>`;
        })
        .join("");
    };
    notes.push(
      "Every page but the last ends with a carried-forward line and every page but the first begins with a brought-forward line (balances, not rows).",
    );
  } else if (plan.geometry === "columns") {
    const items = [
      ...start.map((html) => ({ html, lines: 0 })),
      ...txRows.map((html, i) => ({ html, lines: rows[i].detailLines.length })),
      ...end.map((html) => ({ html, lines: 0 })),
    ];
    pages = twoUp(look, items, [], "none", HEAD_PX + 40).pages;
    tables = (head, header) => twoUp(look, items, head, header, HEAD_PX + 40).html;
    notes.push("The rows run in two columns side by side on each page: the left column, then the right.");
  } else tables = (head, header) => table(head, [...start, ...txRows, ...end], header);

  notes.push(describe(spec, openingMode, closingMode, totals));
  if (spec.ref)
    notes.push("A column of reference numbers (the truth's reference; not part of the description).");
  if (plan.geometry === "narrow")
    notes.push("A receipt roll: descriptions cut to 18 characters, as printed.");
  return {
    roles,
    span,
    tables,
    before: boxAfter ? "" : box,
    after: boxAfter ? box : "",
    pages,
    opening,
    closing,
    rows: rows.map((t, i) => ({ ...t, amount: t.printed, balance: shownBalance(t, i), ref: t.ref ?? null })),
    layout: {
      flow: spec.flow,
      balanceColumn: spec.balance,
      dateColumns: spec.dateCols,
      openingMode,
      closingMode,
      totals,
      overdrawn: made.overdrawn,
      zeroFill: spec.zeroFill,
      ...(spec.ref ? { reference: spec.ref } : {}),
    },
    notes,
  };
}

function describe(spec, openingMode, closingMode, totals) {
  const flow = {
    signed: "one signed amount column",
    dc: "debit then credit columns",
    cd: "credit then debit columns",
  }[spec.flow];
  const where = {
    line: "a line of the table (not a row)",
    lines: "lines of the table with the figure in the amount columns (not rows)",
    box: "a summary box outside the table",
    none: "not printed (the first row's balance minus its amount)",
  };
  return [
    `Columns: ${flow}${spec.balance ? " and a running balance" : ", no balance column"}${spec.dateCols === 2 ? "; a second date column (the value date)" : ""}${spec.descLast ? "; the description last" : ""}.`,
    spec.dayGrouped
      ? "The date is printed on a day's first row only and the balance on its last row only (null on the others)."
      : "",
    spec.above
      ? "Continuation lines sit above the dated line (they are its details)."
      : "Continuation lines under a row are its details.",
    `Opening balance: ${where[openingMode]}; closing balance: ${closingMode === "none" ? "the last row's balance" : where[closingMode]}.`,
    totals ? "A totals line (or two) sums the money columns; it is not a row." : "",
  ]
    .filter(Boolean)
    .join(" ");
}
