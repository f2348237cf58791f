import { type ExtractOptions, type PipelineRun, runPipeline } from "../extract.js";
import type { TableHeader } from "../layout/header.js";
import { indexHtml } from "./index-html.js";
import { type LineView, lineViews } from "./line-kinds.js";
import { pageFile, pageHtml } from "./page-html.js";
import { rowViews } from "./row-views.js";
import type { TablePart } from "./sheet-html.js";
import { wordViews } from "./word-cells.js";

/** One file of the inspection: index.html or page-N.html. */
export interface InspectFile {
  name: string;
  html: string;
}

export interface Inspection {
  files: InspectFile[];
  /** One line for a terminal: pages, transactions, reconciled or the error. */
  summary: string;
}

/**
 * Draws what the engine saw in a PDF: index.html (statement, accounts, checks, tables,
 * pages) and one page-N.html per page. Throws EngineError only when the PDF has no text to
 * draw (empty, not a PDF, encrypted); a refused statement is drawn with its error.
 */
export async function inspectPdf(bytes: Uint8Array, options: ExtractOptions = {}): Promise<Inspection> {
  const run = await runPipeline(bytes, options);
  const files = inspectRun(run, options.fileName ?? "statement.pdf");
  const s = run.statement;
  const outcome = run.error
    ? `${run.error.code}: ${run.error.message}`
    : `${s?.transactions.length ?? 0} transactions, ${s?.reconciled ? "reconciled" : "NOT reconciled"}, ${s?.warnings.length ?? 0} warnings`;
  return { files, summary: `${run.text.pageCount} pages, ${outcome}` };
}

/** The inspection's files, as a pure function of the pipeline's result. */
export function inspectRun(run: PipelineRun, fileName: string): InspectFile[] {
  const { text, scan, statement } = run;
  // A page printed in two columns is read as two (layout/page-columns.ts): its views go together.
  const views: LineView[][] = text.pages.map(() => []);
  if (run.pages && scan) {
    for (const [k, view] of lineViews(run.pages, scan).entries()) {
      const at = text.pages.findIndex((p) => p.number === run.pages?.[k]?.[0]?.page);
      views[at]?.push(...view);
    }
  }
  const rows = run.rows && scan ? rowViews(run.rows, scan.entries, statement) : [];
  const error = run.error ? { code: run.error.code, message: run.error.message } : null;
  const accountTitles = scan?.accountTitles ?? [];
  const files: InspectFile[] = [];
  const pages = text.pages.map((page, i) => {
    const lines = views[i] ?? [];
    const words = wordViews(page.items, lines);
    files.push({
      name: pageFile(page.number),
      html: pageHtml({
        fileName,
        pageCount: text.pageCount,
        page,
        lines,
        words,
        tables: tableParts(lines, scan?.headers ?? []),
        accountTitles,
        rows: rows.filter((r) => r.row.page === page.number),
        specials: scan?.specials.filter((s) => s.line.page === page.number) ?? [],
        statement,
        error,
      }),
    });
    return { number: page.number, width: page.width, height: page.height, words: page.items.length, lines };
  });
  const index = indexHtml({
    fileName,
    pageCount: text.pageCount,
    statement,
    error,
    pages,
    headers: scan?.headers ?? [],
    accountTitles,
    specials: scan?.specials ?? [],
    rows,
  });
  return [{ name: "index.html", html: index }, ...files];
}

/** Each table's stretch of the page, from its first line (header or row) to its last. */
function tableParts(lines: LineView[], headers: TableHeader[]): TablePart[] {
  const parts = new Map<number, TablePart>();
  for (const v of lines) {
    const header = v.tableId === null ? undefined : (headers[v.tableId] ?? v.header ?? undefined);
    if (v.tableId === null || !header) continue;
    const part = parts.get(v.tableId);
    if (part) part.bottom = v.line.y;
    else parts.set(v.tableId, { tableId: v.tableId, header, top: v.line.y, bottom: v.line.y });
  }
  return [...parts.values()];
}
