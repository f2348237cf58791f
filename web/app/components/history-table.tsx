/**
 * The history table (docs/architecture.md#screens): checkbox, File (icon by extension, size), date and time,
 * transactions, status badge, and the actions view details, export CSV and delete.
 */

import { Link } from "@remix-run/react";
import type { ConversionSummary } from "@statement-converter/sdk";
import { DownloadIcon, EyeIcon, Trash2Icon } from "lucide-react";
import { useEffect, useRef } from "react";
import { formatDateTime, formatFileSize, formatNumber } from "~/utils/format";
import { useTimeZone } from "~/utils/user";
import { FileTypeIcon } from "./file-icon";
import { StatusBadge } from "./status-badge";
import { Tooltip } from "./tooltip";

export function HistoryTable({
  rows,
  selected,
  onSelect,
  onSelectPage,
  onExportCsv,
  onDelete,
  exporting,
}: {
  rows: ConversionSummary[];
  selected: ReadonlySet<string>;
  onSelect(id: string, checked: boolean): void;
  onSelectPage(checked: boolean): void;
  onExportCsv(row: ConversionSummary): void;
  onDelete(row: ConversionSummary): void;
  exporting: boolean;
}) {
  const timeZone = useTimeZone();
  const allRef = useRef<HTMLInputElement>(null);
  const count = rows.filter((r) => selected.has(r.id)).length;
  const all = rows.length > 0 && count === rows.length;
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = count > 0 && !all;
  }, [count, all]);

  return (
    <div className="table-wrap">
      <table className="table history-table">
        <caption className="visually-hidden">Your conversions</caption>
        <thead>
          <tr>
            <th scope="col" className="col-select">
              <input
                ref={allRef}
                type="checkbox"
                aria-label="Select all conversions on this page"
                checked={all}
                onChange={(e) => onSelectPage(e.currentTarget.checked)}
              />
            </th>
            <th scope="col">File</th>
            <th scope="col">Date</th>
            <th scope="col" className="num">
              Transactions
            </th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const checked = selected.has(row.id);
            return (
              <tr key={row.id} className={checked ? "is-selected" : undefined} data-id={row.id}>
                <td className="col-select">
                  <input
                    type="checkbox"
                    aria-label={`Select ${row.fileName}`}
                    checked={checked}
                    onChange={(e) => onSelect(row.id, e.currentTarget.checked)}
                  />
                </td>
                <td>
                  <div className="file-cell">
                    <FileTypeIcon fileName={row.fileName} />
                    <div>
                      <Link
                        to={`/results/${row.id}`}
                        className="file-cell__name"
                        data-testid="history-file-name"
                      >
                        {row.fileName}
                      </Link>
                      <span className="muted file-cell__size">{formatFileSize(row.fileSize)}</span>
                    </div>
                  </div>
                </td>
                <td className="nowrap">{formatDateTime(row.processedAt ?? row.uploadDate, timeZone)}</td>
                <td className="num">{formatNumber(row.transactionsCount)}</td>
                <td>
                  <StatusBadge status={row.status} />
                </td>
                <td>
                  <div className="row-actions">
                    <Tooltip label="View details">
                      <Link
                        to={`/results/${row.id}`}
                        className="btn btn--sm btn--ghost icon-button"
                        aria-label={`View details of ${row.fileName}`}
                      >
                        <EyeIcon size={18} />
                      </Link>
                    </Tooltip>
                    <Tooltip
                      label={
                        row.status === "completed"
                          ? "Export CSV"
                          : "Only completed conversions can be exported"
                      }
                    >
                      {/* A disabled button takes no pointer events: the tooltip hangs on its wrapper. */}
                      <span className="tooltip-anchor">
                        <button
                          type="button"
                          className="btn btn--sm btn--ghost icon-button"
                          aria-label={`Export ${row.fileName} as CSV`}
                          disabled={exporting || row.status !== "completed"}
                          onClick={() => onExportCsv(row)}
                        >
                          <DownloadIcon size={18} />
                        </button>
                      </span>
                    </Tooltip>
                    <Tooltip label="Delete">
                      <button
                        type="button"
                        className="btn btn--sm btn--ghost icon-button icon-button--danger"
                        aria-label={`Delete ${row.fileName}`}
                        onClick={() => onDelete(row)}
                      >
                        <Trash2Icon size={18} />
                      </button>
                    </Tooltip>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
