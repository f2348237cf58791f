/**
 * The extracted transactions as a table (converter preview and dialog, results screen): Date,
 * Description (with its details), Type badge, Amount (green in, red out), Balance or N/A, and
 * optionally Account (statements with several accounts), Reference, Bank, Page (with the pages
 * drawn beside it), a selection box per row and per-row actions. Rows that need a look are marked
 * with their reasons; with `review`, a row is picked by a click (or its Page button) and the row
 * picked or hovered on the page is highlighted.
 */
import type { CheckReason } from "@statement-converter/sdk";
import { CircleAlertIcon } from "lucide-react";
import { type MouseEvent, type ReactNode, useEffect, useRef } from "react";
import { formatCurrency, NOT_AVAILABLE } from "~/utils/format";
import { reasonsText } from "~/utils/review-rows";
import { amountClass, formatRowDate, type TransactionRow } from "~/utils/transactions";
import { TypeBadge } from "./type-badge";

/** Picking rows to see them on their page (the statement's pages drawn beside the table). */
export interface RowReview {
  /** 0-based index of the row picked (outlined on its page), or null. */
  active: number | null;
  /** 0-based index of the row whose outline the pointer is on, or null. */
  hovered: number | null;
  onPick(index: number): void;
  /** A Page column with a button per row (shown when the pages are drawn). */
  pages?: boolean;
}

/** A click on the row itself, not on one of its controls. */
const onControl = (e: MouseEvent) =>
  (e.target as Element).closest("button, a, input, select, label") !== null;

export interface RowSelection {
  selected: ReadonlySet<number>;
  onToggle(index: number, checked: boolean): void;
  /** Select-all covers the rows shown (the current page). */
  onTogglePage(checked: boolean): void;
}

export function TransactionsTable({
  rows,
  caption,
  details = false,
  reference = false,
  bank = false,
  account = false,
  checks,
  review,
  selection,
  actions,
  editor,
  timeZone,
}: {
  rows: readonly TransactionRow[];
  caption: string;
  /** Details under the description. */
  details?: boolean;
  reference?: boolean;
  bank?: boolean;
  /** The row's account (shown when the statement has several). */
  account?: boolean;
  /** 0-based row index -> why the row needs a look (utils/review-rows.ts). */
  checks?: ReadonlyMap<number, readonly CheckReason[]>;
  review?: RowReview;
  selection?: RowSelection;
  actions?: (row: TransactionRow) => ReactNode;
  /** A row being corrected: its editor replaces it. */
  editor?: (row: TransactionRow) => ReactNode | null;
  timeZone?: string;
}) {
  const pages = review?.pages ?? false;
  const columns =
    5 +
    (selection ? 1 : 0) +
    (account ? 1 : 0) +
    (reference ? 1 : 0) +
    (bank ? 1 : 0) +
    (pages ? 1 : 0) +
    (actions ? 1 : 0);
  const wrap = useRef<HTMLDivElement>(null);
  const active = review?.active ?? null;
  // The row picked (by Next to check, or on the page) is brought into view in the table.
  useEffect(() => {
    if (active === null) return;
    wrap.current?.querySelector(`tr[data-row="${active + 1}"]`)?.scrollIntoView({ block: "nearest" });
  }, [active]);
  return (
    <div className="table-wrap" ref={wrap}>
      <table className="table transactions-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {selection ? (
              <th scope="col" className="col-select">
                <SelectAll rows={rows} selection={selection} />
              </th>
            ) : null}
            <th scope="col">Date</th>
            <th scope="col">Description</th>
            <th scope="col">Type</th>
            <th scope="col" className="num">
              Amount
            </th>
            <th scope="col" className="num">
              Balance
            </th>
            {account ? <th scope="col">Account</th> : null}
            {reference ? <th scope="col">Reference</th> : null}
            {bank ? <th scope="col">Bank</th> : null}
            {pages ? <th scope="col">Page</th> : null}
            {actions ? (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const edit = editor?.(row);
            if (edit) {
              return (
                <tr key={row.index} className="transactions-table__editor">
                  <td colSpan={columns}>{edit}</td>
                </tr>
              );
            }
            const reasons = checks?.get(row.index);
            const checked = selection?.selected.has(row.index) ?? false;
            const classes = [
              reasons ? "is-flagged" : "",
              checked ? "is-selected" : "",
              review ? "is-pickable" : "",
              review?.active === row.index ? "is-active" : "",
              review?.hovered === row.index ? "is-hovered" : "",
            ];
            return (
              <tr
                key={row.index}
                className={classes.join(" ").trim() || undefined}
                data-row={row.index + 1}
                aria-current={review?.active === row.index ? "true" : undefined}
                onClick={review ? (e) => onControl(e) || review.onPick(row.index) : undefined}
              >
                {selection ? (
                  <td className="col-select">
                    <input
                      type="checkbox"
                      aria-label={`Select row ${row.index + 1}`}
                      checked={checked}
                      onChange={(e) => selection.onToggle(row.index, e.currentTarget.checked)}
                    />
                  </td>
                ) : null}
                <td className="nowrap">{formatRowDate(row, timeZone)}</td>
                <td>
                  <span className="transactions-table__description">
                    {reasons ? <CircleAlertIcon size={16} className="amount--out" /> : null}
                    {row.description || NOT_AVAILABLE}
                  </span>
                  {details && row.details ? (
                    <span className="transactions-table__details">{row.details}</span>
                  ) : null}
                  {reasons ? (
                    <span className="transactions-table__reasons" data-testid="row-reasons">
                      Needs a look: {reasonsText(reasons)}
                    </span>
                  ) : null}
                </td>
                <td>
                  <TypeBadge type={row.type} />
                </td>
                <td className={`num ${amountClass(row.amount)}`}>{formatCurrency(row.amount)}</td>
                <td className="num">{formatCurrency(row.balance)}</td>
                {account ? <td className="nowrap">{row.account ?? NOT_AVAILABLE}</td> : null}
                {reference ? <td>{row.reference ?? NOT_AVAILABLE}</td> : null}
                {bank ? <td>{row.bank ?? NOT_AVAILABLE}</td> : null}
                {pages && review ? (
                  <td className="nowrap">
                    {row.source?.boxes?.length ? (
                      <button
                        type="button"
                        className="btn btn--sm btn--ghost"
                        aria-label={`Show row ${row.index + 1} on page ${row.source.page}`}
                        onClick={() => review.onPick(row.index)}
                      >
                        {row.source.page}
                      </button>
                    ) : (
                      (row.source?.page ?? NOT_AVAILABLE)
                    )}
                  </td>
                ) : null}
                {actions ? <td className="nowrap">{actions(row)}</td> : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The header box: checked when every shown row is selected, mixed when some are. */
function SelectAll({ rows, selection }: { rows: readonly TransactionRow[]; selection: RowSelection }) {
  const ref = useRef<HTMLInputElement>(null);
  const count = rows.filter((r) => selection.selected.has(r.index)).length;
  const all = rows.length > 0 && count === rows.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label="Select all transactions on this page"
      checked={all}
      disabled={rows.length === 0}
      onChange={(e) => selection.onTogglePage(e.currentTarget.checked)}
    />
  );
}
