// What a reading of one statement scores against its truth, and the set's aggregate. Shared by
// ../unseen.test.ts (the engine's source) and score.mjs (the built engine).
//
// - rows F1: (parsedDate, amount to the cent) pairs matched in printed order (longest common
//   subsequence), micro-averaged over all rows of the set, as the real-statement corpora score;
// - exact: every row's dates, amount, balance, description and details, the opening and closing
//   balances, and `reconciled` as the truth says (false for the statements altered on purpose).

const norm = (s) =>
  String(s ?? "")
    .replace(/\s+/g, " ")
    .trim();

/** The fields of a row that are compared (type and reference are not: an invented label cannot name them). */
export const rowView = (t) => ({
  parsedDate: t.parsedDate,
  valueDate: t.valueDate,
  amountCents: t.amountCents,
  balanceCents: t.balanceCents,
  description: norm(t.description),
  details: norm(t.details),
});

/** The statement-level figures that are compared. */
export const totalsView = (s) => ({
  openingBalanceCents: s.openingBalanceCents,
  closingBalanceCents: s.closingBalanceCents,
  reconciled: s.reconciled,
});

function lcs(a, b) {
  const prev = new Array(b.length + 1).fill(0);
  const cur = new Array(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++)
      cur[j] = a[i - 1] === b[j - 1] ? prev[j - 1] + 1 : Math.max(prev[j], cur[j - 1]);
    for (let j = 0; j <= b.length; j++) prev[j] = cur[j];
  }
  return prev[b.length];
}

const keyOf = (t) => `${t.parsedDate}|${t.amountCents}`;

/** `result` is `{ statement }` (what extractStatement returned) or `{ error }` (its error code). */
export function compareStatement(truth, result) {
  const truthN = truth.transactions.length;
  if (!result.statement)
    return {
      truthN,
      tp: 0,
      predN: 0,
      exact: false,
      asTruth: false,
      error: result.error,
      problems: [result.error],
    };
  const s = result.statement;
  const tp = lcs(truth.transactions.map(keyOf), s.transactions.map(keyOf));
  const problems = [];
  const want = truth.transactions.map(rowView);
  const got = s.transactions.map(rowView);
  if (got.length !== want.length) problems.push(`${got.length} rows for ${want.length}`);
  const i = want.findIndex((w, k) => JSON.stringify(w) !== JSON.stringify(got[k]));
  if (i >= 0 && got[i]) problems.push(`row ${i}: ${JSON.stringify(got[i])} for ${JSON.stringify(want[i])}`);
  for (const [key, value] of Object.entries(totalsView(truth)))
    if (s[key] !== value) problems.push(`${key} ${s[key]} for ${value}`);
  const asTruth = s.transactions.length > 0 && s.reconciled === truth.reconciled;
  return { truthN, tp, predN: s.transactions.length, exact: problems.length === 0, asTruth, problems };
}

/** The set's figures from each statement's comparison. */
export function aggregate(results) {
  const add = (k) => results.reduce((n, r) => n + r[k], 0);
  const [tp, predN, truthN] = [add("tp"), add("predN"), add("truthN")];
  const precision = predN ? tp / predN : 0;
  const recall = truthN ? tp / truthN : 0;
  const errors = {};
  for (const r of results) if (r.error) errors[r.error] = (errors[r.error] ?? 0) + 1;
  return {
    files: results.length,
    exact: results.filter((r) => r.exact).length,
    tp,
    predN,
    truthN,
    precision,
    recall,
    rowsF1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0,
    asTruth: results.filter((r) => r.asTruth).length,
    errors,
  };
}

/** `unseen: files=72 exact=3 rowsF1=0.123 reconciledAsTruth=5/72 errors=NO_TRANSACTIONS:40,PDF_SCANNED:20` */
export function summaryLine(a) {
  const errors = Object.entries(a.errors)
    .sort((x, y) => y[1] - x[1])
    .map(([code, n]) => `${code}:${n}`)
    .join(",");
  return `unseen: files=${a.files} exact=${a.exact} rowsF1=${a.rowsF1.toFixed(3)} reconciledAsTruth=${a.asTruth}/${a.files} errors=${errors || "none"}`;
}
