import type { ColumnRole } from "../layout/roles.js";
import { esc } from "./html.js";
import { LINE_KINDS, type LineKind } from "./line-kinds.js";

/** Pixels per PDF point in the drawings. */
export const SCALE = 1.5;

export const KIND_COLOURS: Record<LineKind, string> = {
  header: "79,70,229",
  anchor: "22,163,74",
  text: "14,165,233",
  summary: "245,158,11",
  section: "219,39,119",
  title: "192,38,211",
  furniture: "107,114,128",
  skipped: "220,38,38",
  outside: "148,163,184",
};

export const ROLE_COLOURS: Record<ColumnRole, string> = {
  date: "37,99,235",
  valueDate: "96,165,250",
  description: "71,85,105",
  counterparty: "13,148,136",
  reference: "161,98,7",
  debit: "220,38,38",
  credit: "22,163,74",
  amount: "234,88,12",
  balance: "124,58,237",
  direction: "190,24,93",
  method: "2,132,199",
  fee: "185,28,28",
  aside: "120,113,108",
  month: "59,130,246",
  account: "147,51,234",
  currency: "100,116,139",
  other: "156,163,175",
};

const kindRules = Object.entries(KIND_COLOURS)
  .map(([k, c]) => {
    const band = k === "outside" ? "transparent" : `rgba(${c},.16)`;
    return `.k-${k}{--c:rgb(${c});--b:${band}}`;
  })
  .join("");
const roleRules = Object.entries(ROLE_COLOURS)
  .map(([r, c]) => `.r-${r}{--c:rgb(${c});--b:rgba(${c},.07);--e:rgba(${c},.55)}`)
  .join("");

export const CSS = `
*{box-sizing:border-box}
body{margin:0;font:12px/1.35 system-ui,-apple-system,"Segoe UI",sans-serif;color:#111;background:#e5e7eb}
a{color:#1d4ed8}
h1{font-size:16px;margin:0 0 8px}h2{font-size:13px;margin:14px 0 4px}
.bar{position:sticky;top:0;z-index:20;background:#111827;color:#f9fafb;padding:6px 12px;display:flex;gap:12px;align-items:center;flex-wrap:wrap}
.bar a{color:#93c5fd}.bar .err{background:#b91c1c;padding:1px 6px;border-radius:3px}
.legend{display:flex;gap:6px;flex-wrap:wrap;font-size:11px}
.legend span{padding:0 5px;border-left:10px solid var(--c);background:#374151;border-radius:2px}
.split{display:flex;align-items:flex-start}
.sheet-wrap{flex:none;padding:16px 16px 40px 124px}
.sheet{position:relative;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.3)}
.cb{position:absolute;background:var(--b);border-left:1px dashed var(--e);border-right:1px dashed var(--e)}
.cl{position:absolute;opacity:.85;font-size:9px;line-height:11px;padding:0 3px;color:#fff;background:var(--c);white-space:nowrap;border-radius:2px 2px 0 0}
.lb{position:absolute;background:var(--b);border-left:3px solid var(--c)}
.k-outside.lb{border-left-color:transparent}
.lb:target{outline:2px solid #111;background:rgba(250,204,21,.45)}
.gl{position:absolute;left:-60px;width:56px;text-align:right;font:9px/1 ui-monospace,monospace;color:var(--c);white-space:nowrap;text-decoration:none}
.gl b{display:inline-block;width:12px;text-align:center;color:#fff;background:var(--c);margin-left:3px;border-radius:2px}
.w{position:absolute;z-index:2;white-space:nowrap;outline:1px solid rgba(0,0,0,.12);font-family:Helvetica,Arial,sans-serif;color:#000;cursor:default}
.w>span{display:inline-block;transform-origin:0 0}
.w:hover{outline:1px solid #000;background:rgba(250,204,21,.55);z-index:3}
.w.furn{color:#6b7280}.w.lost{outline:1px solid #dc2626;color:#dc2626}
.panel{flex:1;min-width:440px;padding:12px 14px;position:sticky;top:34px;max-height:calc(100vh - 34px);overflow:auto;background:#f9fafb}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{border:1px solid #d1d5db;padding:2px 4px;text-align:left;vertical-align:top}
th{background:#f3f4f6;font-weight:600}
td.d{white-space:nowrap}
td.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.facts{width:auto}.facts th{width:170px}
.small{font-size:10px;color:#4b5563}
tr.dropped td{color:#9ca3af}tr.warn td{background:#fee2e2}tr:target td{background:#fef08a}
.ok{color:#15803d;font-weight:600}.bad{color:#b91c1c;font-weight:600}
.error{background:#fee2e2;border:1px solid #b91c1c;padding:6px 8px;margin:8px 0}
pre{font:10px/1.3 ui-monospace,monospace;white-space:pre;overflow:auto;background:#fff;padding:6px;border:1px solid #d1d5db}
main.index{padding:12px 16px;max-width:1400px}
th[class^="k-"]{border-top:3px solid var(--c)}
.chip{display:inline-block;padding:0 4px;border-radius:2px;color:#fff;background:var(--c);font-size:10px}
${kindRules}${roleRules}
`;

/** Squeezes or stretches each word's text to its box: the browser's font is not the PDF's. */
export const FIT_SCRIPT = `for(const w of document.querySelectorAll(".w")){const s=w.firstElementChild;const k=w.clientWidth/(s.offsetWidth||1);if(k>0&&Math.abs(k-1)>.02)s.style.transform="scaleX("+k.toFixed(3)+")"}`;

export function legend(): string {
  return `<span class="legend">${(Object.keys(LINE_KINDS) as LineKind[])
    .map(
      (k) => `<span class="k-${k}" title="${esc(LINE_KINDS[k].label)}">${esc(LINE_KINDS[k].tag)} ${k}</span>`,
    )
    .join("")}</span>`;
}
