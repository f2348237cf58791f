/** HTML text and attribute escaping: every string from a PDF goes through `esc`. */
export function esc(text: string | number | null | undefined): string {
  return String(text ?? "").replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );
}

/** A tooltip: lines joined with newlines, escaped for a `title` attribute. */
export function tip(lines: (string | null | undefined | false)[]): string {
  return esc(lines.filter((l): l is string => typeof l === "string" && l.length > 0).join("\n"));
}

/** A position or size in points, to two decimals. */
export function pt(n: number): string {
  return n.toFixed(2);
}

/** Integer cents as 1,234.56 (negative with a minus), or an em dash for null. */
export function money(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return "—";
  const abs = Math.abs(cents);
  const units = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${cents < 0 ? "-" : ""}${units}.${String(abs % 100).padStart(2, "0")}`;
}

/** A small key/value table. */
export function facts(rows: [string, string | number | null | undefined | boolean][]): string {
  const cells = rows
    .map(
      ([k, v]) =>
        `<tr><th>${esc(k)}</th><td>${v === null || v === undefined ? "—" : esc(String(v))}</td></tr>`,
    )
    .join("");
  return `<table class="facts">${cells}</table>`;
}

/** A complete standalone page: inline style, no outside assets. */
export function document(title: string, style: string, body: string, script = ""): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${esc(title)}</title><style>${style}</style></head>
<body>${body}${script ? `<script>${script}</script>` : ""}</body></html>
`;
}
