import { FileIcon, FileSpreadsheetIcon, FileTextIcon, type LucideIcon } from "lucide-react";

/** The icon for a file by its extension: PDF, spreadsheet, or a plain file. */
export function fileIconFor(fileName: string): LucideIcon {
  if (/\.pdf$/i.test(fileName)) return FileTextIcon;
  if (/\.(xlsx?|csv)$/i.test(fileName)) return FileSpreadsheetIcon;
  return FileIcon;
}

export function FileTypeIcon({
  fileName,
  size = 20,
  large = false,
}: {
  fileName: string;
  size?: number;
  large?: boolean;
}) {
  const Icon = fileIconFor(fileName);
  return (
    <span className={large ? "file-icon file-icon--lg" : "file-icon"} aria-hidden="true">
      <Icon size={size} />
    </span>
  );
}
