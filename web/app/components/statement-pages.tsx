/**
 * A statement's pages drawn beside its rows (docs/architecture.md#screens), from the user's own
 * file in the browser: nothing is uploaded or stored. Each row's printed lines (its `source`
 * boxes, PDF points from the page's top-left) lie over its page as outlines: the picked row's
 * is drawn and scrolled to, a row's outline under the pointer highlights its row in the table,
 * and a click on it picks the row. Loaded only where it is used (React.lazy), with pdf.js.
 */
import { useEffect, useRef, useState } from "react";
import type { PageSize, PdfDocument } from "~/utils/pdf-pages.client";
import type { TransactionRow } from "~/utils/transactions";

/** Pages drawn at most (a statement longer than this shows its first pages). */
const MAX_PAGES = 60;

type Loaded =
  | { kind: "loading" }
  | { kind: "ready"; doc: PdfDocument; pages: (PageSize & { number: number })[] }
  | { kind: "locked" }
  | { kind: "failed" };

export interface StatementPagesProps {
  file: Blob;
  fileName: string;
  password?: string;
  rows: readonly Pick<TransactionRow, "index" | "source">[];
  /** Rows that need a look: tinted on the page. */
  toCheck: ReadonlySet<number>;
  active: number | null;
  hovered: number | null;
  onHover(index: number | null): void;
  onPick(index: number): void;
}

export default function StatementPages(props: StatementPagesProps) {
  const { file, password, active } = props;
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });
  const scroller = useRef<HTMLElement>(null);

  useEffect(() => {
    let doc: PdfDocument | undefined;
    let gone = false;
    setLoaded({ kind: "loading" });
    (async () => {
      const pdf = await import("~/utils/pdf-pages.client");
      doc = await pdf.openPdf(new Uint8Array(await file.arrayBuffer()), password);
      const count = Math.min(doc.numPages, MAX_PAGES);
      const pages: (PageSize & { number: number })[] = [];
      for (let n = 1; n <= count; n++) pages.push({ number: n, ...(await pdf.pageSize(doc, n)) });
      if (!gone) setLoaded({ kind: "ready", doc, pages });
    })().catch((err: { name?: string }) => {
      if (!gone) setLoaded({ kind: err?.name === "PasswordException" ? "locked" : "failed" });
    });
    return () => {
      gone = true;
      void doc?.loadingTask.destroy();
    };
  }, [file, password]);

  // The picked row's first line is scrolled to a third of the way down the pages.
  useEffect(() => {
    const box = scroller.current;
    if (active === null || !box || loaded.kind !== "ready") return;
    const outline = box.querySelector(`[data-outline="${active + 1}"]`);
    if (!outline) return;
    const offset = outline.getBoundingClientRect().top - box.getBoundingClientRect().top;
    box.scrollTo({ top: box.scrollTop + offset - box.clientHeight / 3 });
  }, [active, loaded]);

  if (loaded.kind !== "ready") {
    const text = {
      loading: "Drawing the statement's pages...",
      locked: "This PDF is password-protected, so its pages cannot be drawn here.",
      failed: "The pages of this file could not be drawn.",
    }[loaded.kind];
    return (
      <p className="statement-pages__status muted" role="status">
        {text}
      </p>
    );
  }
  return (
    // The pages scroll inside this box and hold nothing focusable: it takes the focus itself, so
    // that the keyboard can scroll it.
    <section
      className="statement-pages__scroll"
      ref={scroller}
      data-testid="statement-pages"
      aria-label={`Pages of ${props.fileName}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
    >
      {loaded.pages.map((size) => (
        <PageView
          key={size.number}
          doc={loaded.doc}
          number={size.number}
          count={loaded.pages.length}
          size={size}
          {...props}
        />
      ))}
    </section>
  );
}

function PageView({
  doc,
  number,
  count,
  size,
  fileName,
  rows,
  toCheck,
  active,
  hovered,
  onHover,
  onPick,
}: StatementPagesProps & { doc: PdfDocument; number: number; count: number; size: PageSize }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    void import("~/utils/pdf-pages.client").then((pdf) =>
      pdf.drawPage(doc, number, c, c.clientWidth || size.width).catch(() => undefined),
    );
  }, [doc, number, size]);
  const here = rows.filter((r) => r.source?.page === number && r.source.boxes?.length);
  return (
    <div className="statement-pages__page" data-page={number}>
      <canvas
        ref={canvas}
        width={Math.round(size.width)}
        height={Math.round(size.height)}
        role="img"
        aria-label={`Page ${number} of ${count} of ${fileName}`}
      />
      <svg
        className="statement-pages__marks"
        viewBox={`0 0 ${size.width} ${size.height}`}
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        {here.map((r) => (
          // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; each table row's Page button picks it by keyboard
          <g
            key={r.index}
            data-outline={r.index + 1}
            className={[
              "statement-pages__row",
              toCheck.has(r.index) ? "needs-check" : "",
              active === r.index ? "is-active" : "",
              hovered === r.index ? "is-hovered" : "",
            ]
              .filter(Boolean)
              .join(" ")}
            onMouseEnter={() => onHover(r.index)}
            onMouseLeave={() => onHover(null)}
            onClick={() => onPick(r.index)}
          >
            {r.source?.boxes?.map(([x0, y0, x1, y1]) => (
              <rect key={`${x0},${y0}`} x={x0} y={y0} width={x1 - x0} height={y1 - y0} />
            ))}
          </g>
        ))}
      </svg>
    </div>
  );
}
