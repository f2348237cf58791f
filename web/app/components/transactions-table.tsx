/**
 * The extracted transactions as a table (converter preview and dialog, results screen): Date,
 * Description (with its details), Type badge, Amount (green in, red out), Balance or N/A, and
 * optionally Account (statements with several accounts), Reference, Bank, a selection box per
 * row and per-row actions. Rows whose balance
 * does not add up are marked.
 */
import { CircleAlertIcon } from "lucide-react";
import { Fragment, type ReactNode, useEffect, useRef } from "react";
import { formatCurrency, NOT_AVAILABLE } from "~/utils/format";
import { amountClass, formatRowDate, type TransactionRow } from "~/utils/transactions";
import { TypeBadge } from "./type-badge";

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
  flagged,
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
  /** 0-based indexes of rows the balance check flags. */
  flagged?: ReadonlySet<number>;
  selection?: RowSelection;
  actions?: (row: TransactionRow) => ReactNode;
  /** A row being corrected: its editor replaces it. */
  editor?: (row: TransactionRow) => ReactNode | null;
  timeZone?: string;
}) {
  const columns =
    5 + (selection ? 1 : 0) + (account ? 1 : 0) + (reference ? 1 : 0) + (bank ? 1 : 0) + (actions ? 1 : 0);
  return (
    <div className="table-wrap">
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
            const isFlagged = flagged?.has(row.index) ?? false;
            const checked = selection?.selected.has(row.index) ?? false;
            return (
              <tr
                key={row.index}
                className={
                  [isFlagged ? "is-flagged" : "", checked ? "is-selected" : ""].join(" ").trim() || undefined
                }
                data-row={row.index + 1}
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
                    {isFlagged ? (
                      <Fragment>
                        <CircleAlertIcon size={16} className="amount--out" />
                        <span className="visually-hidden">Does not add up: </span>
                      </Fragment>
                    ) : null}
                    {row.description || NOT_AVAILABLE}
                  </span>
                  {details && row.details ? (
                    <span className="transactions-table__details">{row.details}</span>
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
