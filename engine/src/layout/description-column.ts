import { parseAmount } from "../parse/amounts.js";
import { isDateText } from "../parse/dates.js";
import { type UnnamedColumn, unnamedColumns, withRole } from "./column-from-rows.js";
import { firstTextColumn, type TableHeader } from "./header.js";
import type { Line } from "./lines.js";

/** Words: two letters or more, and neither a date nor an amount. */
const isWords = (text: string) => /\p{L}{2}/u.test(text) && !isDateText(text) && !parseAmount(text);

/**
 * A header whose words name no description column, over rows that print their text in a column
 * its words did not name (a scan's `Descricdo` for `Descrição`, read as `other`): that column is
 * the description, as the rows show, where its text was left out before. Of the columns whose
 * cells starting under them are words (no date, no amount) on most lines that print one there,
 * the one with the most such lines is taken; the header is returned unchanged when none is.
 */
export function descriptionColumnFromRows(header: TableHeader, below: Line[]): TableHeader {
  if (header.groups || firstTextColumn(header.columns)) return header;
  let found: UnnamedColumn | undefined;
  for (const u of unnamedColumns(header, below, isWords)) {
    if (u.matching >= 2 && u.matching > 2 * u.others && u.matching > (found?.matching ?? 0)) found = u;
  }
  return found ? withRole(header, found.column, "description") : header;
}
