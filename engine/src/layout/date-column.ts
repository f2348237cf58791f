import { isDateText } from "../parse/dates.js";
import type { Column, TableHeader } from "./header.js";
import type { Line } from "./lines.js";

/** Lines under a header looked at for dates. */
const LOOKAHEAD = 40;

/**
 * A header whose words name no date column, over rows that print dates in a column its words
 * did not name ("Verbucht am" read as `other`): that column is the date, as the rows show. The
 * column whose cells starting under it are dates on most lines that print one there
 * is taken; the header is returned unchanged when none is.
 */
export function dateColumnFromRows(header: TableHeader, below: Line[]): TableHeader {
  if (header.groups || header.columns.some((c) => c.role === "date")) return header;
  const found = header.columns.find((col) => {
    if (col.role !== "other") return false;
    let dates = 0;
    let others = 0;
    for (const line of below.slice(0, LOOKAHEAD)) {
      if (line.page !== header.page) break;
      const cell = line.cells.find((c) => c.x0 < col.x1 && c.x0 > col.x0 - header.fontSize);
      if (!cell) continue;
      if (isDateText(cell.text)) dates++;
      else others++;
    }
    return dates > 0 && dates > 2 * others;
  });
  if (!found) return header;
  return {
    ...header,
    columns: header.columns.map((c): Column => (c === found ? { ...c, role: "date" } : c)),
  };
}
