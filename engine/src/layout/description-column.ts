import { parseAmount } from "../parse/amounts.js";
import { isDateText } from "../parse/dates.js";
import { type Column, firstTextColumn, type TableHeader } from "./header.js";
import type { Line } from "./lines.js";

/** Lines under a header looked at for text. */
const LOOKAHEAD = 40;

/**
 * A header whose words name no description column, over rows that print their text in a column
 * its words did not name (a scan's `Descricdo` for `Descrição`, read as `other`): that column is
 * the description, as the rows show, where its text was left out before. Of the columns whose
 * cells starting under them are words (no date, no amount) on most lines that print one there,
 * the one with the most such lines is taken; the header is returned unchanged when none is.
 */
export function descriptionColumnFromRows(header: TableHeader, below: Line[]): TableHeader {
  if (header.groups || firstTextColumn(header.columns)) return header;
  let found: Column | undefined;
  let most = 0;
  for (const col of header.columns) {
    if (col.role !== "other") continue;
    let words = 0;
    let others = 0;
    for (const line of below.slice(0, LOOKAHEAD)) {
      if (line.page !== header.page) break;
      const cell = line.cells.find((c) => c.x0 < col.x1 && c.x0 > col.x0 - header.fontSize);
      if (!cell) continue;
      if (/\p{L}{2}/u.test(cell.text) && !isDateText(cell.text) && !parseAmount(cell.text)) words++;
      else others++;
    }
    if (words >= 2 && words > 2 * others && words > most) {
      found = col;
      most = words;
    }
  }
  if (!found) return header;
  return {
    ...header,
    columns: header.columns.map((c): Column => (c === found ? { ...c, role: "description" } : c)),
  };
}
