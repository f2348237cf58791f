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
 * response is, so a failure at the start is still an error response, not a cut-off body. With
 * `wholeUpTo`, chunks are read ahead up to that many bytes: a body that ends within them is
 * answered whole, with its Content-Length (a browser then shows the download's progress).
 */
export async function streamResponse(
  chunks: AsyncGenerator<Uint8Array>,
  headers: Record<string, string>,
  { wholeUpTo = 0 }: { wholeUpTo?: number } = {},
): Promise<Response> {
  const ahead: Uint8Array[] = [];
  let bytes = 0;
  let next = await chunks.next();
  while (!next.done && bytes + next.value.byteLength <= wholeUpTo) {
    ahead.push(next.value);
    bytes += next.value.byteLength;
    next = await chunks.next();
  }
  const all = { "cache-control": "private, no-store", ...headers };
  if (next.done && ahead.length > 0)
    return new Response(new Blob(ahead), { headers: { ...all, "content-length": String(bytes) } });
  let pending: IteratorResult<Uint8Array> | null = next;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const part = ahead.shift();
      if (part) return controller.enqueue(part);
      const step = pending ?? (await chunks.next());
      pending = null;
      if (step.done) controller.close();
      else controller.enqueue(step.value);
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return new Response(body, { headers: all });
}

/**
 * A download of `name`, streamed (`streamResponse`); one of at most `wholeUpTo` bytes is
 * answered whole, with its Content-Length.
 */
export function downloadResponse(
  chunks: AsyncGenerator<Uint8Array>,
  contentType: string,
  name: string,
  wholeUpTo = 0,
): Promise<Response> {
  return streamResponse(
    chunks,
    { "content-type": contentType, "content-disposition": contentDisposition(name) },
    { wholeUpTo },
  );
}

/** `statements_{YYYY-MM-DD}.zip` (UTC date). */
export function zipName(now = new Date()): string {
  return `statements_${now.toISOString().slice(0, 10)}.zip`;
}
