import { errorResponseSchema } from "@statement-converter/contract";
import { describe, expect, it } from "vitest";
import { forwardToApi } from "./api-forward.server";

/**
 * The API side of the binding: reads what it is sent chunk by chunk and records each chunk as it
 * arrives, then answers with the byte count (or fails the way a Worker's fetch does when the body
 * it reads errors).
 */
function recordingApi() {
  const seen = { calls: 0, chunks: [] as number[], bytes: 0 };
  return {
    seen,
    async fetch(url: string, init: RequestInit) {
      seen.calls++;
      const body = init.body as ReadableStream<Uint8Array> | null;
      if (body) {
        const reader = body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          seen.chunks.push(value.byteLength);
          seen.bytes += value.byteLength;
        }
      }
      return Response.json({ url, method: init.method, bytes: seen.bytes });
    },
  };
}

const chunk = (n: number) => new Uint8Array(n).fill(65);

/** A POST to `path` on the web origin whose body the client streams. */
const streamedPost = (path: string, body: ReadableStream<Uint8Array>, headers?: HeadersInit) =>
  new Request(`http://web.test${path}`, { method: "POST", headers, body, duplex: "half" } as RequestInit);

describe("the web origin's /api forwarder", () => {
  it("refuses a body whose Content-Length is past the limit at once, with the API's 413, sending nothing", async () => {
    const api = recordingApi();
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(chunk(1024));
      },
    });
    const request = streamedPost("/api/conversion/upload", body, { "content-length": String(1024 ** 4) });
    const res = await forwardToApi(request, api, 4096);
    expect(res.status).toBe(413);
    expect(errorResponseSchema.parse(await res.json())).toEqual({
      success: false,
      code: "FILE_TOO_LARGE",
      message: "The request body is too large.",
    });
    expect(api.seen.calls).toBe(0);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it("streams the body: the API reads the first chunk before the client has sent the second", async () => {
    const api = recordingApi();
    let sent = 0;
    let sentWhenFirstArrived = -1;
    const originalFetch = api.fetch;
    api.fetch = async (url, init) => {
      const body = init.body as ReadableStream<Uint8Array>;
      const [a, b] = body.tee();
      const probe = a.getReader();
      void probe.read().then(() => {
        sentWhenFirstArrived = sent;
        probe.cancel();
      });
      return originalFetch(url, { ...init, body: b });
    };
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent === 3) return controller.close();
        // Each chunk is offered only once the one before has been taken downstream.
        await new Promise((r) => setTimeout(r, 5));
        sent++;
        controller.enqueue(chunk(1000));
      },
    });
    const request = streamedPost("/api/conversion/upload", body);
    const res = await forwardToApi(request, api, 4096);
    expect(await res.json()).toEqual({
      url: "http://web.test/api/conversion/upload",
      method: "POST",
      bytes: 3000,
    });
    expect(sentWhenFirstArrived).toBeGreaterThanOrEqual(1);
    expect(sentWhenFirstArrived).toBeLessThan(3);
  });

  it("refuses a streamed body without Content-Length once it passes the limit; the API gets no byte past it", async () => {
    const api = recordingApi();
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent++;
        if (sent > 1000) return controller.close();
        controller.enqueue(chunk(1000));
      },
    });
    const request = streamedPost("/api/pdfprocessing/process", body);
    const res = await forwardToApi(request, api, 4096);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string }).code).toBe("FILE_TOO_LARGE");
    expect(api.seen.bytes).toBeLessThanOrEqual(4096);
    // It stopped reading: not the whole megabyte the client had to send.
    expect(sent).toBeLessThan(20);
  });

  it("passes GET requests and bodies within the limit through unchanged", async () => {
    const api = recordingApi();
    const get = await forwardToApi(new Request("http://web.test/api/health"), api, 4096);
    expect(await get.json()).toEqual({ url: "http://web.test/api/health", method: "GET", bytes: 0 });
    const post = await forwardToApi(
      new Request("http://web.test/api/auth/login", { method: "POST", body: "x".repeat(4096) }),
      recordingApi(),
      4096,
    );
    expect(await post.json()).toMatchObject({ method: "POST", bytes: 4096 });
  });
});
