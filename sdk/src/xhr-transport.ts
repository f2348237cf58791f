/**
 * A fetch-shaped transport over XMLHttpRequest, used in browsers for uploads with progress
 * (`fetch` cannot report upload progress there). Errors are shaped like fetch's: a TypeError on
 * network failure, the signal's reason on abort.
 */
import type { ProgressListener } from "./upload-body.js";
import { progressOf } from "./upload-body.js";

export type Fetch = (input: string, init: RequestInit & { duplex?: "half" }) => Promise<Response>;

export function hasXMLHttpRequest(): boolean {
  return typeof (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest === "function";
}

/** Parses `getAllResponseHeaders()` output. */
export function parseRawHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i <= 0) continue;
    try {
      headers.append(line.slice(0, i).trim(), line.slice(i + 1).trim());
    } catch {
      // a header name the Headers class refuses; skip it
    }
  }
  return headers;
}

export function xhrTransport(onProgress: ProgressListener): Fetch {
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init.signal;
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? "GET", url, true);
      xhr.responseType = "arraybuffer";
      new Headers(init.headers).forEach((value, key) => {
        xhr.setRequestHeader(key, value);
      });
      const onAbort = () => xhr.abort();
      signal?.addEventListener("abort", onAbort, { once: true });
      const done = () => signal?.removeEventListener("abort", onAbort);

      xhr.upload.onprogress = (e: ProgressEvent) => {
        if (e.lengthComputable) onProgress(progressOf(e.loaded, e.total));
      };
      xhr.onload = () => {
        done();
        const status = xhr.status;
        if (status < 200 || status > 599) {
          reject(new TypeError(`Network request failed (status ${status})`));
          return;
        }
        const body =
          status === 204 || status === 205 || status === 304 ? null : (xhr.response as ArrayBuffer);
        resolve(
          new Response(body, {
            status,
            statusText: xhr.statusText,
            headers: parseRawHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => {
        done();
        reject(new TypeError("Network request failed"));
      };
      xhr.onabort = () => {
        done();
        reject(signal?.reason ?? new DOMException("Aborted", "AbortError"));
      };
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}
