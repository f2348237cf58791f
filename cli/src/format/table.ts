/** A cell: plain text, or text with a colour applied after the column is padded. */
export type Cell = string | { text: string; paint: (text: string) => string };

export interface Column {
  header: string;
  align?: "left" | "right";
  /** Longer cells are cut with an ellipsis. */
  maxWidth?: number;
}

/** A plain-text table: a header row, then rows, columns two spaces apart, no trailing spaces. */
export function renderTable(
  columns: readonly Column[],
  rows: readonly Cell[][],
  bold = (s: string) => s,
): string {
  const texts = rows.map((row) => columns.map((col, i) => fit(textOf(row[i] ?? ""), col.maxWidth)));
  const widths = columns.map((col, i) =>
    Math.max(col.header.length, ...texts.map((row) => width(row[i] ?? ""))),
  );
  const line = (cells: string[], paint: (i: number, padded: string) => string) =>
    cells
      .map((text, i) => {
        const pad = " ".repeat((widths[i] ?? 0) - width(text));
        const last = i === cells.length - 1;
        const padded = columns[i]?.align === "right" ? pad + text : last ? text : text + pad;
        return paint(i, padded);
      })
      .join("  ");
  const header = line(
    columns.map((c) => c.header),
    (_, padded) => bold(padded),
  );
  const body = texts.map((cells, r) =>
    line(cells, (i, padded) => {
      const cell = rows[r]?.[i];
      return typeof cell === "object" ? cell.paint(padded) : padded;
    }),
  );
  return `${[header, ...body].join("\n")}\n`;
}

function textOf(cell: Cell): string {
  return typeof cell === "string" ? cell : cell.text;
}

function width(text: string): number {
  return [...text].length;
}

function fit(text: string, max: number | undefined): string {
  const chars = [...text.replace(/\s+/g, " ")];
  if (max === undefined || chars.length <= max) return chars.join("");
  return `${chars.slice(0, max - 1).join("")}…`;
}
