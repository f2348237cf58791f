/**
 * The home quick upload's drop zone (components/quick-upload.tsx): click or drop a statement. It stays
 * on screen, disabled, while a conversion runs.
 */
import { UploadIcon } from "lucide-react";
import { type DragEvent, useState } from "react";
import { ACCEPT } from "~/utils/upload-rules";

export function QuickUploadDrop({ busy, onFile }: { busy: boolean; onFile(file: File): void }) {
  const [dragging, setDragging] = useState(false);

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    if (busy) return;
    const file = e.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the file input inside is the accessible control
    <div
      className={`dropzone ${dragging ? "dropzone--active" : ""}`}
      onDragOver={(e) => {
        e.preventDefault();
        if (!busy) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <input
        type="file"
        accept={ACCEPT}
        disabled={busy}
        aria-label="Upload a bank statement (PDF, Excel or CSV, up to 10MB)"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) onFile(file);
        }}
      />
      <span className="dropzone__icon">
        <UploadIcon size={28} />
      </span>
      <p className="dropzone__title">Drop your statement here or click to browse</p>
      <p className="dropzone__hint">PDF, Excel (.xlsx, .xls) or CSV, up to 10MB. Results as CSV or JSON.</p>
    </div>
  );
}
