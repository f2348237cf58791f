import { HELVETICA, type PdfObj, stream, writePdf } from "./pdf-writer.js";

/** Rows per page of the plain statement the damaged variants start from. */
const ROWS_PER_PAGE = 24;

function money(cents: number): string {
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100).toLocaleString("en-US")}.${String(abs % 100).padStart(2, "0")}`;
  return cents < 0 ? `-${text}` : text;
}

/** Text drawn at (x, y from the top), right-aligned at x when `right`. Helvetica digits are 556/1000 wide. */
function text(x: number, y: number, s: string, right = false): string {
  const width = right ? s.length * 0.556 * 9 : 0;
  return `BT /F1 9 Tf ${(x - width).toFixed(2)} ${792 - y} Td (${s}) Tj ET`;
}

/**
 * A plain, valid statement (Date, Description, Amount, Balance; running balances that
 * reconcile) written by hand, so the hostile variants start from a file the engine converts.
 */
export function plainStatement(pages = 2, filter: "flate" | "none" = "flate"): Uint8Array {
  return writePdf(statementObjects(pages, filter), { trailer: `/ID [<${FILE_ID}> <${FILE_ID}>]` });
}

/** The file identifier of the plain statement (encryption keys derive from it). */
export const FILE_ID = "0123456789abcdef0123456789abcdef";

/** The plain statement's objects: 1 catalog, 2 pages, 3 Helvetica, then each page and its content. */
export function statementObjects(pages = 2, filter: "flate" | "none" = "flate"): PdfObj[] {
  let balance = 125_000;
  const contents: string[] = [];
  let day = 1;
  for (let p = 0; p < pages; p++) {
    const lines: string[] = [];
    if (p === 0) {
      lines.push(text(40, 50, "Hostile Test Bank"));
      lines.push(text(40, 64, "Account number 12345678"));
      lines.push(text(40, 78, "Statement period 01/03/2026 - 31/03/2026"));
      lines.push(text(40, 92, `Opening balance ${money(balance)}`));
    }
    lines.push(text(40, 120, "Date"), text(110, 120, "Description"));
    lines.push(text(460, 120, "Amount", true), text(560, 120, "Balance", true));
    for (let r = 0; r < ROWS_PER_PAGE; r++) {
      const amount = r % 3 === 0 ? 250_000 - r * 137 : -(1_250 + r * 311);
      balance += amount;
      const date = `${String(Math.min(28, day)).padStart(2, "0")}/03/2026`;
      if (r % 4 === 3) day++;
      const y = 136 + r * 14;
      lines.push(
        text(40, y, date),
        text(110, y, amount > 0 ? `SALARY ACME LTD ${r}` : `CARD PAYMENT SHOP ${r}`),
      );
      lines.push(text(460, y, money(amount), true), text(560, y, money(balance), true));
    }
    lines.push(text(40, 780, `Page ${p + 1} of ${pages}`));
    contents.push(lines.join("\n"));
  }
  const kids = contents.map((_, i) => `${4 + 2 * i} 0 R`).join(" ");
  const objects: PdfObj[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    HELVETICA,
  ];
  contents.forEach((content, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${5 + 2 * i} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
      stream("", content, filter),
    );
  });
  return objects;
}
