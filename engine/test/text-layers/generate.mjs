#!/usr/bin/env node
// Generates the PDFs in this folder: pages whose text layer the engine must judge from its glyphs
// (see README.md). Chromium prints HTML to PDF with each font embedded as a subset CID font and a
// ToUnicode map; some files then have the map of one font (or of all) taken away, in place, so
// that their glyphs reach pdf.js as glyph numbers. The PDFs are committed; rerun only to change
// them, naming the files to print (all when none is named):
//
//   node engine/test/text-layers/generate.mjs [NAME...]
//   (needs /usr/bin/chromium or CHROMIUM_PATH, and Debian's fonts-dejavu, fonts-liberation,
//   fonts-wqy-microhei, fonts-tlwg-garuda-ttf and fonts-lohit-deva for the scripts)
import { writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const out = dirname(fileURLToPath(import.meta.url));

const CSS = `body { font-family: "Liberation Sans"; font-size: 10pt; margin: 0; }
h1 { font-size: 15pt; } table { border-collapse: collapse; width: 100%; margin-top: 10pt; }
th, td { padding: 3pt 6pt; text-align: left; } .n { text-align: right; }
section + section { page-break-before: always; }
.fine { font-family: "DejaVu Serif"; font-size: 5.5pt; line-height: 1.25; color: #333; margin-top: 14pt; }`;

/** A statement table: a title, a line of details, a header and rows, in any script. */
function statement({ title, details, header, rows, dir = "ltr", font = "" }) {
  const style = font ? ` style="font-family: ${font}"` : "";
  const cells = (row, tag) =>
    row.map((cell, i) => `<${tag}${i >= 2 ? ' class="n"' : ""}>${cell}</${tag}>`).join("");
  return `<div dir="${dir}"${style}><h1>${title}</h1><div>${details}</div><table>
    <tr>${cells(header, "th")}</tr>${rows.map((r) => `<tr>${cells(r, "td")}</tr>`).join("")}</table></div>`;
}

const DATES = ["03.10.2025", "07.10.2025", "12.10.2025", "18.10.2025", "24.10.2025", "30.10.2025"];
const AMOUNTS = [
  ["-45,20", "1 954,80"],
  ["-120,00", "1 834,80"],
  ["2 500,00", "4 334,80"],
  ["-18,75", "4 316,05"],
  ["-300,00", "4 016,05"],
  ["-9,90", "4 006,15"],
];
const rowsOf = (descriptions) => descriptions.map((d, i) => [DATES[i], d, ...AMOUNTS[i]]);

/** The same statement in each script: [file, what the page says, the font it needs, text direction]. */
const SCRIPTS = {
  "script-cyrillic": {
    title: "Выписка по счёту",
    details: "Период: 01.10.2025 – 31.10.2025. Счёт № 40817810000001234567. Входящий остаток 2 000,00",
    header: ["Дата", "Описание операции", "Сумма", "Остаток"],
    rows: rowsOf([
      "Оплата в магазине Пятёрочка",
      "Мобильная связь",
      "Заработная плата",
      "Кофейня у дома",
      "Перевод Ивановой",
      "Комиссия банка",
    ]),
  },
  "script-greek": {
    title: "Κίνηση λογαριασμού",
    details: "Περίοδος: 01.10.2025 – 31.10.2025. Λογαριασμός 0012 3456 7890. Υπόλοιπο έναρξης 2 000,00",
    header: ["Ημερομηνία", "Περιγραφή", "Ποσό", "Υπόλοιπο"],
    rows: rowsOf([
      "Αγορά με κάρτα σούπερ μάρκετ",
      "Λογαριασμός ρεύματος",
      "Μισθοδοσία",
      "Καφετέρια",
      "Μεταφορά σε τρίτο",
      "Προμήθεια τράπεζας",
    ]),
  },
  "script-arabic": {
    title: "كشف حساب",
    details: "الفترة: 01.10.2025 – 31.10.2025. رقم الحساب 0012345678. الرصيد الافتتاحي 2 000,00",
    header: ["التاريخ", "الوصف", "المبلغ", "الرصيد"],
    rows: rowsOf([
      "شراء من السوق المركزي",
      "فاتورة الهاتف",
      "راتب شهري",
      "مقهى",
      "تحويل إلى حساب آخر",
      "رسوم بنكية",
    ]),
    dir: "rtl",
    font: "DejaVu Sans",
  },
  "script-hebrew": {
    title: "דף חשבון",
    details: "תקופה: 01.10.2025 – 31.10.2025. מספר חשבון 12-345-678901. יתרת פתיחה 2 000,00",
    header: ["תאריך", "תיאור", "סכום", "יתרה"],
    rows: rowsOf(["קנייה בסופרמרקט", "חשבון חשמל", "משכורת", "בית קפה", "העברה לחשבון אחר", "עמלת בנק"]),
    dir: "rtl",
    font: "DejaVu Sans",
  },
  "script-cjk": {
    title: "账户对账单",
    details: "对账期间：01.10.2025 – 31.10.2025。账号 6222 0212 3456 7890。期初余额 2 000,00",
    header: ["日期", "摘要", "金额", "余额"],
    rows: rowsOf(["超市购物", "话费充值", "工资收入", "咖啡店", "转账给张三", "银行手续费"]),
    font: '"WenQuanYi Micro Hei"',
  },
  "script-thai": {
    title: "รายการเดินบัญชี",
    details: "รอบรายการ 01.10.2025 – 31.10.2025 เลขที่บัญชี 123-4-56789-0 ยอดยกมา 2 000,00",
    header: ["วันที่", "รายการ", "จำนวนเงิน", "ยอดคงเหลือ"],
    rows: rowsOf([
      "ซื้อสินค้าห้างสรรพสินค้า",
      "ค่าโทรศัพท์มือถือ",
      "เงินเดือน",
      "ร้านกาแฟ",
      "โอนเงินให้บุคคลอื่น",
      "ค่าธรรมเนียมธนาคาร",
    ]),
    font: "Garuda",
  },
  "script-devanagari": {
    title: "खाता विवरण",
    details: "अवधि: 01.10.2025 – 31.10.2025. खाता संख्या 1234567890. प्रारंभिक शेष 2 000,00",
    header: ["तारीख", "विवरण", "राशि", "शेष"],
    rows: rowsOf([
      "किराना दुकान से खरीद",
      "मोबाइल रिचार्ज",
      "वेतन जमा",
      "चाय की दुकान",
      "मित्र को हस्तांतरण",
      "बैंक शुल्क",
    ]),
    font: "Lohit Devanagari",
  },
};

/** Pronounceable words no dictionary holds, for labels, descriptions and fine print. */
const NONSENSE = {
  title: "Vorskel Tamprady Blenoth",
  details: "Quindra 01.10.2025 – 31.10.2025. Plosket 4471 0093. Fendral 2 000,00",
  header: ["Trenvik", "Maloput Sardeny", "Olbrask", "Pewintor"],
  rows: rowsOf([
    "Gastrel Umbony Kilvest",
    "Prandol Feskiny",
    "Orvalune Dasket",
    "Thimbrel Caskow",
    "Wendrisk Almopen",
    "Zobrenta Quill",
  ]),
};

const FINE_PRINT = Array.from(
  { length: 7 },
  () =>
    "Terms of this account: interest is calculated daily on the cleared balance and paid monthly. Fees and charges are set out in the tariff, which may change on thirty days' notice. Report an unauthorised payment within thirteen months of its date. Your eligible deposits are protected up to the limit of the national deposit guarantee scheme; ask at any branch for the information sheet.",
).join(" ");

const ENGLISH = {
  title: "Harbourside Bank",
  details: "Statement period 01.10.2025 – 31.10.2025. Account 4471 0093. Opening balance 2 000,00",
  header: ["Date", "Description", "Amount", "Balance"],
  rows: rowsOf([
    "Card purchase Corner Grocer",
    "Mobile phone bill",
    "Salary Acme Ltd",
    "Coffee shop",
    "Transfer to savings",
    "Account fee",
  ]),
};

const page = (html) => `<section>${html}</section>`;

/** Each file: its pages as HTML, and which fonts lose their ToUnicode map ("all", a font name, or none). */
const FILES = {
  ...Object.fromEntries(Object.entries(SCRIPTS).map(([name, s]) => [name, { pages: [statement(s)] }])),
  "nonsense-words": { pages: [statement(NONSENSE)] },
  // A readable table and, under it, more fine print than table text in a font without a map.
  "fine-print-unmapped": {
    pages: [`${statement(ENGLISH)}<p class="fine">${FINE_PRINT}</p>`],
    unmap: "DejaVuSerif",
  },
  // A readable statement page, then a page of terms in that unmapped font only.
  "terms-page-unmapped": {
    pages: [statement(ENGLISH), `<p class="fine">${FINE_PRINT} ${FINE_PRINT}</p>`],
    unmap: "DejaVuSerif",
  },
  // Every font without a map: glyph numbers only.
  "garbage-glyphs": { pages: [statement(ENGLISH), statement(ENGLISH)], unmap: "all" },
  // A statement printed to an image (a scan), and a file whose second page is such a scan.
  "image-only": { pages: ["SCAN"] },
  "text-then-image": { pages: [statement(ENGLISH), "SCAN"] },
};

/** Takes the ToUnicode map out of the fonts named (byte for byte, so the cross-reference table stays right). */
function unmap(pdf, which) {
  const text = Buffer.from(pdf).toString("latin1");
  const edited = text.replace(/<<[^>]*?\/BaseFont \/[A-Z]{6}\+([\w-]+)[^>]*?>>/g, (dict, font) =>
    which === "all" || font === which ? dict.replace("/ToUnicode", "/XoUnicode") : dict,
  );
  if (edited === text) throw new Error(`no ToUnicode map taken from ${which}`);
  return Buffer.from(edited, "latin1");
}

const wanted = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--no-first-run",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
  ],
});
const tab = await browser.newPage();
const html = (body) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>${CSS}</style></head><body>${body}</body></html>`;
// The scan: the English statement as a 100 dpi greyscale JPEG.
await tab.setViewportSize({ width: 827, height: 1169 });
await tab.setContent(html(`<div style="padding: 40px; filter: grayscale(1)">${statement(ENGLISH)}</div>`));
const scan = (await tab.screenshot({ type: "jpeg", quality: 45 })).toString("base64");
const scanPage = `<img src="data:image/jpeg;base64,${scan}" style="width: 100%; display: block">`;
for (const [name, file] of Object.entries(FILES)) {
  if (wanted.length && !wanted.includes(name)) continue;
  const body = file.pages.map((p) => page(p === "SCAN" ? scanPage : p)).join("");
  await tab.setContent(html(body));
  let pdf = await tab.pdf({
    format: "A4",
    margin: { top: "15mm", bottom: "15mm", left: "15mm", right: "15mm" },
  });
  if (file.unmap) pdf = unmap(pdf, file.unmap);
  writeFileSync(`${out}/${name}.pdf`, pdf);
  console.log(`${name}.pdf ${pdf.length} bytes`);
}
await browser.close();
