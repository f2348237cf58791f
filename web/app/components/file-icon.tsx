import { Icon, type IconName } from "./icons";

/** The icon for a file by its extension: PDF, spreadsheet, or a plain file. */
export function fileIconName(fileName: string): IconName {
  if (/\.pdf$/i.test(fileName)) return "file-pdf";
  if (/\.(xlsx?|csv)$/i.test(fileName)) return "file-sheet";
  return "file";
}

export function FileIcon({ fileName, size = 20 }: { fileName: string; size?: number }) {
  return (
    <span className="file-icon" aria-hidden="true">
      <Icon name={fileIconName(fileName)} size={size} />
    </span>
  );
}
