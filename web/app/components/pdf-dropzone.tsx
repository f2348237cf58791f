/**
 * The converter's file picker (docs/architecture.md#screens): drag and
 * drop or click to browse a PDF, .xlsx, .xls or .csv, hint 'Supports PDF, Excel (.xlsx, .xls) and
 * CSV files up to 10MB'; once a file is chosen, its name and size with Change File and a
 * button that clears the selection. Checking the file is the caller's job (`onFile`).
 */
import { UploadIcon, XIcon } from "lucide-react";
import { type DragEvent, useRef, useState } from "react";
import { formatFileSize } from "~/utils/format";
import { ACCEPT, ACCEPTED_TYPES_TEXT } from "~/utils/upload-rules";
import { FileTypeIcon } from "./file-icon";

export function PdfDropzone({
  file,
  disabled,
  onFile,
  onClear,
}: {
  file: File | null;
  disabled: boolean;
  onFile(file: File): void;
  onClear(): void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    const dropped = e.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  };

  const input = (
    <input
      ref={inputRef}
      type="file"
      accept={ACCEPT}
      disabled={disabled}
      aria-label="Choose a statement (PDF, Excel or CSV)"
      className={file ? "visually-hidden" : undefined}
      tabIndex={file ? -1 : undefined}
      onChange={(e) => {
        const chosen = e.currentTarget.files?.[0];
        // Cleared so that choosing the same file again is noticed too.
        e.currentTarget.value = "";
        if (chosen) onFile(chosen);
      }}
    />
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the file input is the accessible control
    <div
      className={`pdf-dropzone ${dragging ? "dropzone--active" : ""}`}
      data-testid="pdf-dropzone"
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      {file ? (
        <div className={`selected-file ${dragging ? "dropzone--active" : ""}`}>
          <FileTypeIcon fileName={file.name} size={28} large />
          <div className="selected-file__text">
            <p className="selected-file__name" data-testid="selected-file-name">
              {file.name}
            </p>
            <p className="muted selected-file__size" data-testid="selected-file-size">
              {formatFileSize(file.size)}
            </p>
          </div>
          <div className="btn-row">
            <button
              type="button"
              className="btn btn--sm"
              disabled={disabled}
              onClick={() => inputRef.current?.click()}
            >
              Change File
            </button>
            <button
              type="button"
              className="btn btn--sm btn--ghost icon-button"
              aria-label="Remove file"
              disabled={disabled}
              onClick={onClear}
            >
              <XIcon size={18} />
            </button>
          </div>
          {input}
        </div>
      ) : (
        <div className={`dropzone ${dragging ? "dropzone--active" : ""}`}>
          {input}
          <span className="dropzone__icon">
            <UploadIcon size={28} />
          </span>
          <p className="dropzone__title">Drag and drop your statement here, or click to browse</p>
          <p className="dropzone__hint">Supports {ACCEPTED_TYPES_TEXT} up to 10MB</p>
        </div>
      )}
    </div>
  );
}
