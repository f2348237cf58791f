// One statement from its plan: the page head (bank, title, period, holder, account), the table(s)
// from account.mjs or card.mjs, fine print, and the truth file. The truth says what is printed:
// rows in printed order with the dates of the first and second date columns, the amounts as the
// cardholder sees them (money out negative), the balance where a row shows one, opening and
// closing balances, and whether the printed figures add up.
import { addDays, esc, pick, rng, truthOf } from "../printed/common.mjs";
import { buildAccount } from "./account.mjs";
import { buildCard } from "./card.mjs";
import { datePrinter, moneyPrinter } from "./formats.mjs";
import { LANGUAGES } from "./languages.mjs";
import { cssOf, drawLook, MM_PX, rowHeight } from "./look.mjs";
import { ADDRESSES, PEOPLE } from "./payees.mjs";
import { headerRows } from "./table.mjs";
import { inventLabels, inventWord } from "./tokens.mjs";

const CURRENCY_WORD = {
  en: "Currency",
  fr: "Devise",
  de: "Währung",
  es: "Divisa",
  it: "Divisa",
  nl: "Valuta",
  pt: "Moeda",
};
/** The currency sign as a region prints it on amounts. */
const MARKS = {
  US: { text: "$", before: true },
  GB: { text: "£", before: true },
  MX: { text: "$", before: true },
  BR: { text: "R$\u00a0", before: true },
  CH: { text: "CHF\u00a0", before: true },
};

const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, k) => values[k]);
const digits = (r, n) => Array.from({ length: n }, () => Math.floor(r() * 10)).join("");

/** The statement's period: a calendar month, a month from mid-month, or one over New Year. */
function drawPeriod(r, dates, card) {
  const year = 2024 + Math.floor(r() * 3);
  const month = 1 + Math.floor(r() * 12);
  const mm = String(month).padStart(2, "0");
  if (!dates.hasYear && r() < 0.35) {
    const start = `${year}-12-${10 + Math.floor(r() * 8)}`;
    return { start, end: addDays(start, 30) };
  }
  if (card || r() < 0.3) {
    const start = `${year}-${mm}-${String(5 + Math.floor(r() * 14)).padStart(2, "0")}`;
    return { start, end: addDays(start, 29 + Math.floor(r() * 2)) };
  }
  const start = `${year}-${mm}-01`;
  return {
    start,
    end: addDays(`${month === 12 ? year + 1 : year}-${String((month % 12) + 1).padStart(2, "0")}-01`, -1),
  };
}

/** Bank, account number (an IBAN where the region has one), holder and address. */
function drawMeta(r, lang, region, bankWords) {
  const stem = inventWord(r, bankWords);
  const bank = pick(r, lang.bank(stem[0].toUpperCase() + stem.slice(1)));
  const number = region.iban
    ? `${region.iban}${digits(r, 2)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 2)}`
    : `${digits(r, 4)} ${digits(r, 4)} ${digits(r, 4)}`;
  const last4 = number.replace(/\D/g, "").slice(-4);
  const web = `www.${stem}.${{ US: "com", GB: "co.uk", MX: "com.mx", BR: "com.br" }[region.id] ?? region.id.toLowerCase()}`;
  return {
    bank,
    web,
    number,
    masked: `****${last4}`,
    holder: pick(r, PEOPLE[lang.id]),
    address: ADDRESSES[lang.id],
  };
}

/** Ordinary English labels, for the control print (`--control`): what a reader of words expects. */
const KNOWN = {
  ref: "Reference",
  date: "Date",
  date2: "Value date",
  desc: "Description",
  amount: "Amount",
  debit: "Debit",
  credit: "Credit",
  balance: "Balance",
  original: "Original amount",
};

/**
 * The statement of `plan`. With `control`, the same statement with ordinary English labels on
 * every page (every random draw the same): a check of the truth with a reader that knows words.
 * `pageFill`: the share of a page's height the rows of pages cut by hand take.
 */
export function composeStatement(plan, { used, bankWords, avoid, control = false, pageFill = 0.8 }) {
  const r = rng(plan.seed);
  // Label words come from a stream of their own: a word redrawn (one the engine's source holds)
  // changes no other draw of the statement.
  const rl = rng(plan.seed + 104729);
  const lang = { ...LANGUAGES[plan.language], id: plan.language };
  const region = lang.regions.find((g) => g.id === plan.region);
  const look = drawLook(r, plan);
  // Pages cut by hand fill this share of their height (less when a first cut printed on more pages).
  look.fill = pageFill;
  const mark = r() < 0.2 ? (MARKS[region.id] ?? { text: region.symbol, before: false }) : null;
  const money = moneyPrinter({ number: plan.number, sign: plan.sign, currencyMark: mark });
  const dates = datePrinter(lang, region, plan.dateKind, { upperMonths: r() < 0.25 });
  const card = plan.family.startsWith("card");
  const period = drawPeriod(r, dates, card);
  const meta = drawMeta(r, lang, region, bankWords);
  const ctx = { r, plan, lang, region, look, money, dates, period, meta };
  const built = (card ? buildCard : buildAccount)(ctx);
  // A receipt roll is cut where the statement ends.
  if (look.narrow) look.sheet.h = Math.ceil(120 + built.rows.length * (rowHeight(look, 0.2) / MM_PX) * 1.2);

  // Labels: invented words over each column (and over a run of columns when the header has two rows).
  const invented = inventLabels(rl, built.roles, {
    used,
    avoid,
    currency: region.currency,
    symbol: region.symbol,
    caseStyle: look.caseStyle,
  });
  const labels = control ? built.roles.map((role) => KNOWN[role]) : invented.labels;
  const words = invented.words;
  let span = null;
  if (built.span && r() < 0.5) {
    const title = inventWord(rl, used, avoid);
    words.push(title);
    span = {
      ...built.span,
      label: look.caseStyle === "upper" ? title.toUpperCase() : title[0].toUpperCase() + title.slice(1),
    };
  }
  if (control) span = null;
  const header = control ? "every" : plan.header;
  const head =
    header === "none"
      ? []
      : headerRows(
          built.roles.map((role) => ({ role })),
          labels,
          span,
          look.moneyAlign,
        );
  const tables = built.tables(head, header);
  const titled = r() < 0.5;

  const periodText = (iso) => (dates.hasYear && r() < 0.6 ? dates.row(iso) : dates.long(iso));
  const title = pick(r, card ? lang.cardTitle : lang.title);
  const html = `<div class="head"><div><h1>${esc(meta.bank)}</h1><div class="small">${meta.web}</div></div>
    <div style="text-align:right"><div class="title">${esc(title)}</div><div>${esc(fill(pick(r, lang.period), { a: periodText(period.start), b: periodText(period.end) }))}</div>
    <div>${esc(pick(r, lang.account))} ${meta.number}</div><div>${CURRENCY_WORD[plan.language]}: ${region.currency}</div></div></div>
    <div class="holder">${esc(pick(r, lang.holderTitle))} ${esc(meta.holder)}<br>${esc(meta.address[0])}<br>${esc(meta.address[1])}</div>
    ${built.before ?? ""}${plan.header === "none" && titled ? `<div class="title">${esc(pick(r, lang.section))}</div>` : ""}
    ${tables}${built.after ?? ""}${r() < 0.6 ? `<div class="fine">${esc(lang.fine)}</div>` : ""}`;

  const truth = truthOf({
    bankName: meta.bank,
    accountNumber: meta.masked,
    periodStart: period.start,
    periodEnd: period.end,
    currency: region.currency,
    ...(card ? { accountType: "credit_card" } : {}),
    opening: built.opening,
    closing: built.closing,
    rows: built.rows,
    valueDates: built.roles.includes("date2"),
    references: built.roles.includes("ref"),
  });
  const footer = r() < 0.85 ? pick(r, lang.footer) : null;
  return {
    html,
    css: cssOf(look),
    look,
    footer,
    runningHead: r() < 0.4 && !look.narrow ? `${meta.bank} · ${meta.number}` : null,
    truth: {
      ...truth,
      reconciled: !plan.altered,
      headerLabels:
        plan.header === "none"
          ? []
          : [...(span ? [span.label] : []), ...labels.map((l) => l.replace(/<br>/g, " "))],
      headerWords: plan.header === "none" ? [] : words,
      layout: {
        ...omitSeed(plan),
        ...built.layout,
        currencySymbol: region.symbol,
        font: look.font,
        ruling: look.ruling,
        currencyOnAmounts: Boolean(mark),
        twoRowHeader: Boolean(span),
      },
      notes: built.notes.join(" "),
    },
    pagesPlanned: built.pages ?? (look.narrow ? 1 : null),
  };
}

const omitSeed = ({ seed: _seed, name: _name, ...rest }) => rest;
