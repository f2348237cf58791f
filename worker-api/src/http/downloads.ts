import { type ExportFormat, exportFormatInfo } from "@statement-converter/contract";

/** Download names, headers and responses; the files themselves come from the engine's `exportChunks`. */

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

/**
 * A response streamed as it is written (no Content-Length): the first chunk is made before the
 * response is, so a failure at the start is still an error response, not a cut-off body.
 */
export async function streamResponse(
  chunks: AsyncGenerator<Uint8Array>,
  headers: Record<string, string>,
): Promise<Response> {
  let first: IteratorResult<Uint8Array> | null = await chunks.next();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = first ?? (await chunks.next());
      first = null;
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return new Response(body, { headers: { "cache-control": "private, no-store", ...headers } });
}

/** A download of `name`, streamed (`streamResponse`). */
export function downloadResponse(
  chunks: AsyncGenerator<Uint8Array>,
  contentType: string,
  name: string,
): Promise<Response> {
  return streamResponse(chunks, {
    "content-type": contentType,
    "content-disposition": contentDisposition(name),
  });
}

/** `statements_{YYYY-MM-DD}.zip` (UTC date). */
export function zipName(now = new Date()): string {
  return `statements_${now.toISOString().slice(0, 10)}.zip`;
}
