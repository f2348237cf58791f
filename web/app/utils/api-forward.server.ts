/**
 * `/api/*` on the web origin goes to the API Worker through the service binding, so the browser
 * calls the API same-origin. Method, headers (cookies, Origin) and body are passed on as they are;
 * the body is streamed, never read whole here, and the API applies each route's own limit.
 *
 * A body past the largest any API route takes (MAX_REQUEST_BYTES) is refused here with the API's
 * own 413 body: at once when its Content-Length says so (nothing is read), else as soon as the
 * streamed bytes pass it (the API is sent no more).
 *
 * The request is rebuilt from its parts: in `remix vite:dev` the binding is a Node proxy that
 * cannot take the dev server's own Request object.
 */
import { type ErrorResponse, MAX_REQUEST_BYTES } from "@statement-converter/contract";

/** What the API itself answers to a body past its limit (worker-api/src/http/validate.ts). */
export function bodyTooLarge(): Response {
  const body: ErrorResponse = {
    success: false,
    code: "FILE_TOO_LARGE",
    message: "The request body is too large.",
  };
  return Response.json(body, { status: 413, headers: { connection: "close", "cache-control": "no-store" } });
}

interface ApiBinding {
  fetch(url: string, init: RequestInit): Promise<Response>;
}

export async function forwardToApi(request: Request, api: ApiBinding, maxBytes = MAX_REQUEST_BYTES) {
  const init: RequestInit & { duplex?: "half" } = {
    method: request.method,
    headers: request.headers,
    redirect: "manual",
  };
  const limit = { passed: false };
  if (request.body && request.method !== "GET" && request.method !== "HEAD") {
    const declared = Number(request.headers.get("content-length") ?? Number.NaN);
    // Nothing of the body is read (cancelling it would reset the connection before the answer).
    if (Number.isFinite(declared) && declared > maxBytes) return bodyTooLarge();
    // preventCancel: the rest of a body past the limit is left unread, not cancelled (cancelling
    // resets the connection before the 413 is sent).
    init.body = request.body.pipeThrough(byteLimit(maxBytes, limit), { preventCancel: true });
    init.duplex = "half";
  }
  try {
    const response = await api.fetch(request.url, init);
    if (!limit.passed) return response;
    await response.body?.cancel().catch(() => {});
    return bodyTooLarge();
  } catch (err) {
    if (limit.passed) return bodyTooLarge();
    throw err;
  }
}

/** Passes bytes through until `maxBytes` are passed; then errors the stream (and says so). */
function byteLimit(maxBytes: number, limit: { passed: boolean }) {
  let total = 0;
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      total += chunk.byteLength;
      if (total > maxBytes) {
        limit.passed = true;
        controller.error(new RangeError(`request body over ${maxBytes} bytes`));
        return;
      }
      controller.enqueue(chunk);
    },
  });
}
