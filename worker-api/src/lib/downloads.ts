import { type ExportFormat, exportFormatInfo } from "@statement-converter/engine";

/** Download names and headers; the files themselves come from the engine's `renderExport`. */

/** `transactions_{original name without extension}.{extension of the format}`. */
export function downloadName(fileName: string, format: ExportFormat): string {
  const base = fileName.replace(/\.[^.]*$/, "") || "statement";
  return `transactions_${base}.${exportFormatInfo(format).extension}`;
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

/** A file response with the download headers. */
export function fileResponse(bytes: Uint8Array, contentType: string, name: string): Response {
  const headers = new Headers();
  headers.set("content-type", contentType);
  headers.set("content-disposition", contentDisposition(name));
  headers.set("content-length", String(bytes.byteLength));
  headers.set("cache-control", "private, no-store");
  return new Response(bytes, { headers });
}

/** `statements_{YYYY-MM-DD}.zip` (UTC date). */
export function zipName(now = new Date()): string {
  return `statements_${now.toISOString().slice(0, 10)}.zip`;
}
