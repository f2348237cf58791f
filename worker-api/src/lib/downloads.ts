import { exportCsv, exportJson, exportXlsx, type Statement } from "@statement-converter/engine";
import type { ExportFormat } from "@statement-converter/sdk/contract";

/** The engine's exporters behind the download routes: one file per format, named by the spec. */

const EXTENSIONS: Record<ExportFormat, string> = { csv: "csv", excel: "xlsx", json: "json" };
const TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  excel: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  json: "application/json; charset=utf-8",
};

/** `transactions_{original name without extension}.{csv|xlsx|json}`. */
export function downloadName(fileName: string, format: ExportFormat): string {
  const base = fileName.replace(/\.[^.]*$/, "") || "statement";
  return `transactions_${base}.${EXTENSIONS[format]}`;
}

/** `attachment` with an ASCII fallback name and the exact UTF-8 name in RFC 5987 `filename*`. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export interface RenderedFile {
  bytes: Uint8Array;
  contentType: string;
}

export async function renderStatement(
  statement: Statement,
  format: ExportFormat,
  { bom = false }: { bom?: boolean } = {},
): Promise<RenderedFile> {
  const encode = (text: string) => new TextEncoder().encode(text);
  const bytes =
    format === "excel"
      ? await exportXlsx(statement)
      : format === "json"
        ? encode(exportJson(statement))
        : encode(exportCsv(statement, { bom }));
  return { bytes, contentType: TYPES[format] };
}

/** A file response with the download headers. */
export function fileResponse(file: RenderedFile, name: string, extra: HeadersInit = {}): Response {
  const headers = new Headers(extra);
  headers.set("content-type", file.contentType);
  headers.set("content-disposition", contentDisposition(name));
  headers.set("content-length", String(file.bytes.byteLength));
  headers.set("cache-control", "private, no-store");
  return new Response(file.bytes, { headers });
}
