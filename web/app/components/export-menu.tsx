/**
 * The Export menu: a dropdown of every format of the engine's list (CSV, Excel, JSON, OFX, QFX,
 * QBO, QIF); what a pick does is the screen's (usually utils/use-exporter.ts's `exportAs`).
 */

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { EXPORT_FORMATS, type ExportFormat } from "@statement-converter/sdk";
import { ChevronDownIcon, DownloadIcon, FileIcon, FileSpreadsheetIcon } from "lucide-react";

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
