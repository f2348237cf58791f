/**
 * Request bodies for the upload: a plain FormData, or (in Node and Workers, when progress is asked
 * for) the serialized multipart bytes sent as a ReadableStream that reports each chunk as it is read.
 */

export interface UploadProgress {
  /** Bytes of the request body sent so far. */
  loaded: number;
  /** Bytes of the whole request body. */
  total: number;
  /** 0..100, whole numbers. */
  percent: number;
}

export type ProgressListener = (progress: UploadProgress) => void;

/** What one attempt sends; `make` is called once per attempt, since a stream can be read once. */
export interface BodySource {
  make(): BodyInit;
  headers: Record<string, string>;
  /** Set for stream bodies (fetch requires `duplex: 'half'` for them). */
  streamed: boolean;
}

export const PROGRESS_CHUNK_BYTES = 64 * 1024;

export function progressOf(loaded: number, total: number): UploadProgress {
  return { loaded, total, percent: total === 0 ? 100 : Math.floor((loaded / total) * 100) };
}

export function jsonBody(value: unknown): BodySource {
  const text = JSON.stringify(value);
  return { make: () => text, headers: { "content-type": "application/json" }, streamed: false };
}

export function formBody(form: FormData): BodySource {
  return { make: () => form, headers: {}, streamed: false };
}

/** A stream over `bytes` in chunks, calling `onProgress` after each chunk the consumer pulls. */
export function countingStream(
  bytes: Uint8Array,
  onProgress: ProgressListener,
  chunkSize = PROGRESS_CHUNK_BYTES,
): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) {
        controller.close();
        return;
      }
      const chunk = bytes.subarray(offset, Math.min(offset + chunkSize, bytes.length));
      offset += chunk.length;
      controller.enqueue(chunk);
      onProgress(progressOf(offset, bytes.length));
    },
  });
}

/** The multipart form serialized once (by the runtime's own encoder), streamed with progress. */
export async function streamedFormBody(form: FormData, onProgress: ProgressListener): Promise<BodySource> {
  const encoded = new Response(form);
  const contentType = encoded.headers.get("content-type");
  if (!contentType) throw new TypeError("FormData did not serialize to multipart");
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  return {
    make: () => {
      onProgress(progressOf(0, bytes.length));
      return countingStream(bytes, onProgress);
    },
    headers: { "content-type": contentType, "content-length": String(bytes.length) },
    streamed: true,
  };
}
