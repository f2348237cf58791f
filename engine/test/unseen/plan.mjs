// Which statement gets which combination. Each statement has a layout family (each family the
// same number of times) and a language, region, date form, number format, sign convention, header
// mode and page count, chosen greedily so that as many pairs of values as possible occur
// somewhere in the set (pairwise coverage), no two statements alike. The number format follows
// the region (drawn by its weight). Everything else (fonts,
// ruling, where the opening balance is printed, totals, ...) is drawn per statement in layout.mjs.
import { pick, rng } from "../printed/common.mjs";
import { LANGUAGES } from "./languages.mjs";

export const FAMILIES = [
  "signed", // Date | Description | Amount (signed) | Balance
  "debitCredit", // Date | Description | Debit | Credit | Balance (or credit first)
  "signedNoBalance", // Date | Description | Amount, balances outside the table
  "debitCreditNoBalance", // Date | Description | Debit | Credit, balances outside or as lines
  "card", // one cardholder: Date | [Posting date] | Description | [Original amount] | Amount
  "cardHolders", // two cardholders, each a section with its subtotal, payments apart
  "twoDates", // Date | Value date | Description | money | [Balance]
  "dayGrouped", // the date on a day's first row only, the balance on its last only
  "multilineBelow", // descriptions of up to four lines, continuation under the dated line
  "multilineAbove", // continuation lines above the dated line (cells aligned to the bottom)
  "amountsFirst", // Date | money | Balance | Description
  "carried", // pages that end "carried forward" and begin "brought forward"
];

/**
 * The held-out geometries (only through generate.mjs --geometry, never in the committed set) and
 * the families each prints: landscape pages, two columns of rows side by side on landscape pages,
 * and an 80 mm receipt roll holding a short, simple table.
 */
export const GEOMETRIES = {
  landscape: FAMILIES,
  columns: [
    "signed",
    "debitCredit",
    "signedNoBalance",
    "debitCreditNoBalance",
    "dayGrouped",
    "twoDates",
    "multilineBelow",
    "card",
  ],
  narrow: ["signed", "signedNoBalance", "debitCredit", "dayGrouped", "card"],
};

/** Sign conventions (formats.mjs SIGNS) by group: the group is covered pairwise, the variant drawn. */
const SIGN_GROUPS = {
  minus: ["minus"],
  plusMinus: ["plusMinus"],
  trailing: ["trailing", "trailing", "trailingBoth"],
  paren: ["paren"],
  marks: ["crdr", "crdr", "crdrGlued", "crdrGlued", "cdGlued"],
};
export const HEADERS = ["every", "first", "none"];
/** Page counts drawn (most statements are short); a header printed on the first page only needs two. */
const PAGES = [1, 1, 1, 1, 1, 1, 2, 2, 2, 3, 3, 4, 5, 6];
const PAGES_BROKEN = [2, 2, 2, 2, 3, 3, 4, 5];
const DIMENSIONS = ["family", "language", "dateKind", "signGroup", "header"];

/** Page counts a family allows: card statements are short, carried ones have page breaks. */
function pagesFor(family, pages) {
  if (family === "carried") return Math.max(2, pages);
  if (family.startsWith("card")) return Math.min(3, pages);
  return pages;
}

function weighted(r, list) {
  let x = r() * list.reduce((s, g) => s + (g.weight ?? 1), 0);
  for (const g of list) {
    x -= g.weight ?? 1;
    if (x < 0) return g;
  }
  return list.at(-1);
}

function candidate(r, family, geometry) {
  const language = pick(r, Object.keys(LANGUAGES));
  const region = weighted(r, LANGUAGES[language].regions);
  const dateKind = pick(r, Object.keys(region.dates));
  const header = pick(r, geometry === "narrow" ? ["every", "none"] : HEADERS);
  const pages =
    geometry === "narrow" ? 1 : pagesFor(family, pick(r, header === "first" ? PAGES_BROKEN : PAGES));
  const signGroup = pick(r, Object.keys(SIGN_GROUPS));
  const sign = pick(r, SIGN_GROUPS[signGroup]);
  return {
    family,
    language,
    region: region.id,
    dateKind,
    number: region.number,
    signGroup,
    sign,
    header,
    pages,
    ...(geometry ? { geometry } : {}),
  };
}

const pairsOf = (c) =>
  DIMENSIONS.flatMap((a, i) => DIMENSIONS.slice(i + 1).map((b) => `${a}=${c[a]}|${b}=${c[b]}`));
const keyOf = (c) => [...DIMENSIONS.map((d) => c[d]), c.region, c.sign, c.pages].join("|");

/**
 * `count` statements from `seed`: family i % 12, the rest covering pairs greedily; a few (one in
 * twelve, in different families) get a printed figure altered so they must not reconcile. With a
 * `geometry`, the families of that geometry take turns instead.
 */
export function planSet(seed, count, geometry = null) {
  const families = geometry ? GEOMETRIES[geometry] : FAMILIES;
  const r = rng(seed);
  const covered = new Set();
  const seen = new Set();
  const plans = [];
  for (let i = 0; i < count; i++) {
    const family = families[i % families.length];
    let best = null;
    let bestScore = -1;
    for (let k = 0; k < 120; k++) {
      const c = candidate(r, family, geometry);
      if (seen.has(keyOf(c))) continue;
      const score = pairsOf(c).filter((p) => !covered.has(p)).length;
      if (score > bestScore) [best, bestScore] = [c, score];
    }
    for (const p of pairsOf(best)) covered.add(p);
    seen.add(keyOf(best));
    plans.push({ ...best, seed: Math.floor(r() * 2 ** 31), altered: false });
  }
  // One statement in twelve altered, each in another family: family f's k-th statement.
  const altered = Math.max(1, Math.round(count / 12));
  const stride = families.length % 5 ? 5 : 1;
  for (let a = 0; a < altered; a++) {
    const index =
      ((a * stride + 3) % families.length) + families.length * (a % Math.ceil(count / families.length));
    if (plans[index]) plans[index].altered = true;
  }
  return plans.map((p, i) => ({ ...p, name: `${String(i + 1).padStart(2, "0")}-${p.family}-${p.language}` }));
}

/** How many of all possible value pairs the set covers (for the README and the generator's log). */
export function coverage(plans) {
  const pairs = new Set(plans.flatMap(pairsOf));
  return { pairs: pairs.size };
}
