/**
 * Exports: every file is a download from the API, so the engine stays the one exporter (decision
 * 0005). `useExporter()` runs a download in the browser with its toasts ('Exporting as CSV...');
 * `<ExportMenu>` offers every format of the engine's list (CSV, Excel, JSON, OFX, QFX, QBO, QIF).
 */

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { EXPORT_FORMATS, type ExportFormat } from "@statement-converter/sdk";
import { ChevronDownIcon, DownloadIcon, FileIcon, FileSpreadsheetIcon } from "lucide-react";
import { useCallback, useState } from "react";
import { errorMessage } from "~/utils/api-errors";
import type { ToastOptions } from "~/utils/toast";
import { toast } from "./toaster";

/** 'CSV', 'EXCEL', 'QBO' as the toasts say it ('Successfully exported data as EXCEL'). */
export const formatName = (format: ExportFormat) => format.toUpperCase();

export type ExportTarget =
  | { kind: "conversion"; id: string }
  | { kind: "zip"; ids?: string[] }
  | { kind: "account" };

export function useExporter(toastOptions?: ToastOptions) {
  const [busy, setBusy] = useState(false);

  const exportAs = useCallback(
    async (target: ExportTarget, format: ExportFormat = "json") => {
      const name = formatName(format);
      toast.info(
        target.kind === "zip" && target.ids
          ? `Exporting ${target.ids.length} conversions...`
          : `Exporting as ${name}...`,
        toastOptions,
      );
      setBusy(true);
      const { browserClient, leaveOnSessionExpiry, saveDownload } = await import("~/utils/browser-api");
      try {
        const conversions = browserClient().conversions;
        if (target.kind === "conversion") saveDownload(await conversions.download(target.id, { format }));
        else if (target.kind === "zip")
          saveDownload(await conversions.exportZip({ ids: target.ids, format }));
        else {
          // GET /api/auth/export: the account and every conversion's statement, saved as one JSON file.
          const [{ data }, { DownloadedFile }] = await Promise.all([
            browserClient().auth.exportData(),
            import("@statement-converter/sdk"),
          ]);
          const bytes = new TextEncoder().encode(`${JSON.stringify(data, null, 2)}\n`);
          const day = new Date().toISOString().slice(0, 10);
          saveDownload(new DownloadedFile(bytes, `statement-converter-data_${day}.json`, "application/json"));
        }
        toast.success(`Successfully exported data as ${name}`, toastOptions);
      } catch (err) {
        if (leaveOnSessionExpiry(err)) return;
        toast.error(`Export failed: ${errorMessage(err)}`, toastOptions);
      } finally {
        setBusy(false);
      }
    },
    [toastOptions],
  );

  return { busy, exportAs };
}

/** A dropdown of the export formats. Disabled (a plain disabled button) when there is nothing to export. */
export function ExportMenu({
  label = "Export",
  disabled = false,
  busy = false,
  onSelect,
  align = "right",
  className = "btn",
}: {
  label?: string;
  disabled?: boolean;
  busy?: boolean;
  onSelect(format: ExportFormat): void;
  align?: "left" | "right";
  className?: string;
}) {
  if (disabled) {
    return (
      <button type="button" className={className} disabled>
        <DownloadIcon /> {label}
      </button>
    );
  }
  return (
    // Not modal: a modal menu sets `pointer-events: none` on <body>, which stayed after an item that
    // opened a dialog or started a download.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={`${className} export-menu`} aria-disabled={busy || undefined}>
        <DownloadIcon /> {busy ? "Exporting..." : label}
        <ChevronDownIcon size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="menu__panel menu__panel--narrow"
          align={align === "left" ? "start" : "end"}
          sideOffset={6}
        >
          {EXPORT_FORMATS.map(({ id, label: text, description }) => (
            <DropdownMenu.Item
              key={id}
              className="menu__item"
              title={description}
              disabled={busy}
              onSelect={() => onSelect(id)}
            >
              {id === "excel" ? <FileSpreadsheetIcon size={18} /> : <FileIcon size={18} />}
              {text}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
