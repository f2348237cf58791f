/**
 * Where the statement's pages go beside the table on the converter and results screens: the
 * pages themselves (components/statement-pages.tsx, with pdf.js) load only when a PDF is to be
 * drawn, so no other screen, and no screen before that, loads them. On the results screen the
 * user opens the file again ("Open the PDF to compare"); it is drawn only when its SHA-256 is the
 * one the conversion kept of its upload.
 */
import { FileSearchIcon } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useMemo, useState } from "react";
import { isPdf, sha256Hex } from "~/utils/file-hash";
import type { RowReviewState } from "~/utils/use-row-review";
import { Alert } from "./alert";
import type { StatementPagesProps } from "./statement-pages";

const StatementPages = lazy(() => import("./statement-pages"));

export function PageViewer(props: StatementPagesProps) {
  return (
    <section className="card statement-pages" aria-label="Statement pages">
      <Suspense
        fallback={
          <p className="statement-pages__status muted" role="status">
            Drawing the statement's pages...
          </p>
        }
      >
        <StatementPages {...props} />
      </Suspense>
    </section>
  );
}

type Picked =
  | { kind: "none" }
  | { kind: "checking" }
  | { kind: "wrong"; name: string }
  | { kind: "not-pdf"; name: string }
  | { kind: "ok"; name: string; unchecked: boolean };

/** "Open the PDF to compare": the user picks the file; a file that is not the one converted is refused. */
export function ComparePdf({
  fileName,
  fileSha256,
  onOpen,
}: {
  fileName: string;
  /** The conversion's kept SHA-256 of its upload; null for conversions made before it was kept. */
  fileSha256: string | null;
  /** The file to draw (null: none, after a file was refused). */
  onOpen(file: File | null): void;
}) {
  const inputId = useId();
  const [picked, setPicked] = useState<Picked>({ kind: "none" });

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setPicked({ kind: "checking" });
    const refused: Picked | null = !(await isPdf(file))
      ? { kind: "not-pdf", name: file.name }
      : fileSha256 !== null && (await sha256Hex(file)) !== fileSha256
        ? { kind: "wrong", name: file.name }
        : null;
    setPicked(refused ?? { kind: "ok", name: file.name, unchecked: fileSha256 === null });
    onOpen(refused ? null : file);
  };

  return (
    <>
      <div className="compare-pdf">
        <input
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          className="visually-hidden"
          data-testid="compare-pdf-input"
          onChange={(e) => {
            void pick(e.currentTarget.files?.[0]);
            e.currentTarget.value = "";
          }}
        />
        <label htmlFor={inputId} className="btn">
          <FileSearchIcon aria-hidden="true" /> Open the PDF to compare
        </label>
        <span className="muted">
          Your copy of {fileName} is drawn here, beside its rows; it is not uploaded again.
        </span>
      </div>
      {picked.kind === "checking" ? (
        <p className="muted" role="status">
          Checking the file...
        </p>
      ) : null}
      {picked.kind === "wrong" ? (
        <Alert type="error" title="Not the same file">
          <p data-testid="compare-pdf-error">
            {picked.name} is not the file this conversion was made from: its contents differ from the upload
            of {fileName}. Open that file to compare.
          </p>
        </Alert>
      ) : null}
      {picked.kind === "not-pdf" ? (
        <Alert type="error" title="Not a PDF">
          <p data-testid="compare-pdf-error">{picked.name} is not a PDF: only a PDF's pages can be drawn.</p>
        </Alert>
      ) : null}
      {picked.kind === "ok" && picked.unchecked ? (
        <Alert type="warning">
          <p>
            This conversion was made before files were fingerprinted, so {picked.name} cannot be checked to be
            the file converted.
          </p>
        </Alert>
      ) : null}
    </>
  );
}

/** True once `file` is known to be a PDF (by its first bytes): only PDFs have pages to draw. */
export function useIsPdf(file: Blob | null | undefined): boolean {
  const [pdf, setPdf] = useState(false);
  useEffect(() => {
    setPdf(false);
    if (!file) return;
    let gone = false;
    void isPdf(file).then((yes) => {
      if (!gone) setPdf(yes);
    });
    return () => {
      gone = true;
    };
  }, [file]);
  return pdf;
}

/**
 * The table (children) with the statement's pages beside it when `file` is given; the review
 * state links the two (the picked row outlined, the hovered outline's row highlighted).
 */
export function ReviewLayout({
  file,
  fileName,
  rows,
  review,
  children,
}: {
  file: Blob | null;
  fileName: string;
  rows: StatementPagesProps["rows"];
  review: RowReviewState;
  children: React.ReactNode;
}) {
  const toCheck = useMemo(() => new Set(review.order), [review.order]);
  return (
    <div className={`review-layout${file ? " review-layout--pages" : ""}`}>
      <div>{children}</div>
      {file ? (
        <PageViewer
          file={file}
          fileName={fileName}
          rows={rows}
          toCheck={toCheck}
          active={review.active}
          hovered={review.hovered}
          onHover={review.setHovered}
          onPick={review.pick}
        />
      ) : null}
    </div>
  );
}
