import type { Column, TableHeader } from "./header.js";
import type { Line } from "./lines.js";

/** Lines under a header looked at for what their cells are. */
const LOOKAHEAD = 40;

/** A column the header's words did not name, and what the cells starting under it are. */
export interface UnnamedColumn {
  column: Column;
  /** Lines whose cell under it is of the kind asked for. */
  matching: number;
  /** Lines whose cell under it is something else. */
  others: number;
}

/**
 * The header's `other` columns (its words named none of them), each with how many of the lines
 * under it on the header's page (up to LOOKAHEAD) print a cell of the kind `is` asks for starting
 * under it, and how many print another cell there: the rows tell what such a column holds
 * (date-column.ts, description-column.ts).
 */
export function unnamedColumns(
  header: TableHeader,
  below: Line[],
  is: (text: string) => boolean,
): UnnamedColumn[] {
  return header.columns
    .filter((column) => column.role === "other")
    .map((column) => {
      let matching = 0;
      let others = 0;
      for (const line of below.slice(0, LOOKAHEAD)) {
        if (line.page !== header.page) break;
        const cell = line.cells.find((c) => c.x0 < column.x1 && c.x0 > column.x0 - header.fontSize);
        if (!cell) continue;
        if (is(cell.text)) matching++;
        else others++;
      }
      return { column, matching, others };
    });
}

/** The header with `column` given `role`. */
export function withRole(header: TableHeader, column: Column, role: Column["role"]): TableHeader {
  return { ...header, columns: header.columns.map((c): Column => (c === column ? { ...c, role } : c)) };
}
