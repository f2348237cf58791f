import { readFileSync } from "node:fs";
import { extractStatement } from "/work/main/engine/src/index.ts";

const name = process.argv[2]!;
const dir = "/work/main/engine/test/printed/";
const truth = JSON.parse(readFileSync(dir + name + ".truth.json", "utf8"));
try {
  const s = await extractStatement(new Uint8Array(readFileSync(dir + name + ".pdf")), {
    fileName: name + ".pdf",
  });
  const meta = (o: any) => ({
    bank: o.bankName,
    acct: o.accountNumber,
    cur: o.currency,
    p: [o.periodStart, o.periodEnd],
    ob: o.openingBalanceCents,
    cb: o.closingBalanceCents,
    type: o.accountType,
  });
  console.log("truth", JSON.stringify(meta(truth)), truth.transactions.length, "rows");
  console.log(
    "got  ",
    JSON.stringify(meta(s)),
    s.transactions.length,
    "rows",
    "reconciled",
    s.reconciled,
    s.warnings.map((w) => w.code).join(","),
  );
  const n = Math.max(truth.transactions.length, s.transactions.length);
  let shown = 0;
  for (let i = 0; i < n && shown < 12; i++) {
    const t = truth.transactions[i],
      g = s.transactions[i];
    const f = (x: any) =>
      x
        ? `${x.parsedDate} ${x.valueDate ?? "-"} ${(x.amountCents / 100).toFixed(2)} ${x.balanceCents === null ? "-" : (x.balanceCents / 100).toFixed(2)} ${x.type} "${x.description}" | "${x.details}"`
        : "(none)";
    if (f(t) !== f(g)) {
      console.log(`#${i}\n  T ${f(t)}\n  G ${f(g)}`);
      shown++;
    }
  }
} catch (e: any) {
  console.log("ERR", e.code, e.message);
}
