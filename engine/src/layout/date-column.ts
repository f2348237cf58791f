import { isDateText } from "../parse/dates.js";
import { unnamedColumns, withRole } from "./column-from-rows.js";
import type { TableHeader } from "./header.js";
import type { Line } from "./lines.js";

/**
 * A header whose words name no date column, over rows that print dates in a column its words
 * did not name ("Verbucht am" read as `other`): that column is the date, as the rows show. The
 * first column whose cells starting under it are dates on most lines that print one there
 * is taken; the header is returned unchanged when none is.
 */
export function dateColumnFromRows(header: TableHeader, below: Line[]): TableHeader {
  if (header.groups || header.columns.some((c) => c.role === "date")) return header;
  const found = unnamedColumns(header, below, isDateText).find(
    (u) => u.matching > 0 && u.matching > 2 * u.others,
  );
  return found ? withRole(header, found.column, "date") : header;
}
