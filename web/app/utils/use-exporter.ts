/**
 * Exports: every file is a download from the API, so the engine stays the one exporter (decision
 * 0005). `useExporter()` runs a download in the browser with its toasts ('Exporting as CSV...');
 * components/export-menu.tsx offers the formats. Apart from the menu, so that a screen that exports
 * without it (the profile's Export Data) loads no menu code.
 */

import type { ExportFormat } from "@statement-converter/sdk";
import { useCallback, useState } from "react";
import { toast } from "~/components/toaster";
import { errorMessage } from "./api-errors";
import type { ToastOptions } from "./toast";

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
