// Shared by the printed statements' styles (generate.mjs and styles-*.mjs): seeded random
// rows, money and date printing, HTML tables and the truth files.

export function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
export const pick = (r, a) => a[Math.floor(r() * a.length)];

/** A statement's random data depends on its name only, so adding one leaves the others as they are. */
export function seedOf(name) {
  let h = 7919;
  for (const c of name) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h;
}

/** Row wordings: [kind, who, type] for money out and money in, and the details line's words. */
export const ENGLISH = {
  out: [
    ["CARD PURCHASE", "TESCO STORES 2231", "WITHDRAWAL"],
    ["POS", "SHELL OIL 57442", "WITHDRAWAL"],
    ["DIRECT DEBIT", "BRITISH GAS", "PAYMENT"],
    ["BILL PAYMENT", "CITY WATER UTIL", "PAYMENT"],
    ["ATM WITHDRAWAL", "MAIN ST BRANCH", "WITHDRAWAL"],
    ["TRANSFER TO", "SAVINGS 0091", "TRANSFER"],
    ["ONLINE TRANSFER", "REF 88213 RENT", "TRANSFER"],
    ["MONTHLY FEE", "", "FEE"],
  ],
  in: [
    ["PAYROLL", "ACME CORP SALARY", "DEPOSIT"],
    ["DEPOSIT", "MOBILE CHECK DEP", "DEPOSIT"],
    ["INTEREST PAID", "", "INTEREST"],
    ["REFUND", "AMAZON MKTPLACE", "DEPOSIT"],
  ],
  ref: "Ref",
  places: ["LONDON", "NEW YORK", "ONLINE", "CARD 4421"],
};

/**
 * `n` rows from `opening` on, in `month` of `year` from `startDay`: about a quarter money in,
 * a third with a details line, each with its running balance.
 */
export function makeRows(seed, year, month, n, opening, spanNewYear = false, startDay = 1, words = ENGLISH) {
  const r = rng(seed);
  const rows = [];
  let bal = opening;
  let day = startDay;
  for (let i = 0; i < n; i++) {
    day += r() < 0.6 ? 1 : 0;
    let y = year;
    let m = month;
    let d = day;
    const dim = new Date(Date.UTC(y, m, 0)).getUTCDate();
    if (d > dim) {
      if (!spanNewYear) d = dim;
      else {
        d -= dim;
        m += 1;
        if (m > 12) {
          m = 1;
          y += 1;
        }
      }
    }
    const credit = r() < 0.25;
    const [kind, who, type] = credit ? pick(r, words.in) : pick(r, words.out);
    let cents = Math.round((credit ? 50 + r() * 3000 : 3 + r() * (r() < 0.2 ? 2500 : 180)) * 100);
    if (type === "FEE") cents = 1200;
    if (type === "INTEREST") cents = Math.round(r() * 900) + 5;
    const amount = credit ? cents : -cents;
    bal += amount;
    const date = `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
    const details =
      r() < 0.35 ? `${words.ref} ${Math.floor(r() * 900000 + 100000)} ${pick(r, words.places)}` : "";
    const description = who ? `${kind} ${who}` : kind;
    rows.push({
      date,
      description,
      details,
      amount,
      balance: bal,
      type,
      ref: String(Math.floor(r() * 9000) + 1000),
    });
  }
  return { rows, closing: bal };
}

/** makeRows with named options. */
export const rowsOf = (
  seed,
  { year, month, n, opening, words = ENGLISH, spanNewYear = false, startDay = 1 },
) => makeRows(seed, year, month, n, opening, spanNewYear, startDay, words);

/** Balances from `opening` on, for rows whose amounts were changed after makeRows. */
export function rebalance(rows, opening) {
  let bal = opening;
  const out = rows.map((t) => {
    bal += t.amount;
    return { ...t, balance: bal };
  });
  return { rows: out, closing: bal };
}

export const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
export const parts = (iso) => iso.split("-").map(Number);
const grouped = (c, locale) => (Math.abs(c) / 100).toLocaleString(locale, { minimumFractionDigits: 2 });
export const fmtUS = (c) => grouped(c, "en-US");
export const fmtEU = (c) => grouped(c, "de-DE");
/** 1 234,56 (a plain space between the groups). */
export const fmtSpace = (c) => grouped(c, "en-US").replace(/,/g, " ").replace(".", ",");
/** 1'234.56 */
export const fmtCH = (c) => grouped(c, "en-US").replace(/,/g, "'");
/** A description cell: the main line, then the details in small print under it. */
export const described = (t) =>
  `${esc(t.description)}${t.details ? `<div class="det">${esc(t.details)}</div>` : ""}`;
export const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
export const addDays = (iso, n) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 864e5).toISOString().slice(0, 10);

/**
 * A date printed from a pattern: DD, D, MM, M, YYYY, YY, MMM (a name from `months`), hh:mm.
 * `yearOffset` 543 prints Buddhist-era years.
 */
export function fmtDate(iso, pattern, { months = MON, yearOffset = 0, time = "" } = {}) {
  const [y, m, d] = parts(iso);
  const year = String(y + yearOffset);
  const tokens = {
    YYYY: year,
    YY: year.slice(2),
    MMM: months[m - 1],
    MM: String(m).padStart(2, "0"),
    M: String(m),
    DD: String(d).padStart(2, "0"),
    D: String(d),
    "hh:mm": time,
  };
  return pattern.replace(/YYYY|YY|MMM|MM|M|DD|D|hh:mm/g, (t) => tokens[t]);
}

/** A cell's attributes: `n` right-aligns numbers, `align` sets any other alignment. */
const cls = (c) => (c.n ? ' class="n"' : c.align ? ` style="text-align:${c.align}"` : "");

/**
 * A table: `cols` are `{ head, cell(t, i), n, align }`; `rows` the transactions; `before`/`after`
 * whole rows of HTML (opening and closing lines, totals).
 */
export function table(cols, rows, { before = "", after = "", attrs = "" } = {}) {
  const head = cols.map((c) => `<th${cls(c)}>${c.head}</th>`).join("");
  return `<table ${attrs}><thead><tr>${head}</tr></thead><tbody>${before}${trs(cols, rows)}${after}</tbody></table>`;
}

/** The rows of `table()` alone, for a body made of several groups. */
export const trs = (cols, rows) =>
  rows.map((t, i) => `<tr>${cols.map((c) => `<td${cls(c)}>${c.cell(t, i)}</td>`).join("")}</tr>`).join("");

/** A row of `cols` with text in the named columns only: `line(cols, { Saldo: "1.234,56" })`. */
export function line(cols, cells, attrs = "") {
  return `<tr ${attrs}>${cols.map((c) => `<td${cls(c)}>${cells[c.key ?? c.head] ?? ""}</td>`).join("")}</tr>`;
}

/** The truth file: what the engine must return, money in cents. */
export function truthOf({ rows, opening, closing, valueDates = false, references = false, ...meta }) {
  return {
    ...meta,
    openingBalanceCents: opening,
    closingBalanceCents: closing,
    transactions: rows.map((t) => ({
      parsedDate: t.date,
      valueDate: valueDates ? (t.valueDate ?? t.date) : null,
      description: t.description,
      details: t.details,
      type: t.type,
      amountCents: t.amount,
      balanceCents: t.balance,
      reference: references ? t.ref : null,
      ...(meta.accounts ? { account: t.account } : {}),
    })),
  };
}

export const CSS = `body{font-family:Arial,Helvetica,sans-serif;font-size:10px;margin:28px;color:#222}
h1{font-size:18px;margin:0 0 4px} .muted{color:#666} table{border-collapse:collapse;width:100%;margin-top:10px}
th{text-align:left;background:#e8eef5;padding:4px;border-bottom:1px solid #89a} td{padding:3px 4px;vertical-align:top;border-bottom:1px solid #ddd}
td.n,th.n{text-align:right;white-space:nowrap} tr.bot td{vertical-align:bottom} tr{break-inside:avoid} .det{color:#555;font-size:9px} .box{border:1px solid #aaa;padding:6px;margin:8px 0;width:45%}`;

/** CSS for a table printed without any lines or shading. */
export const BORDERLESS = "th,td{border:none!important;background:none!important} th{font-weight:bold}";
