/**
 * The web origin's /api forwarder in the built app (wrangler pages dev, as deployed): a streamed
 * body past MAX_REQUEST_BYTES is refused with the API's own 413 once it passes the limit. (Unit
 * tests: app/utils/api-forward.test.ts, the refusal from Content-Length too. Under `wrangler pages
 * dev` a request announcing 1 TB that sends no body got no answer within 60 s; not yet explained.)
 */
import { request } from "node:http";
import { MAX_REQUEST_BYTES } from "@statement-converter/contract";
import { describe, expect, it } from "vitest";
import { web } from "./helpers";

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** POSTs `bytes` of body with `headers`; the answer as it comes. */
function post(path: string, headers: Record<string, string>, bytes: number): Promise<Answer> {
  const url = new URL(path, web);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers },
      (res) => {
        let body = "";
        res.on("data", (d) => {
          body += d;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      },
    );
    // The server may close while the rest is still being sent; the answer came first.
    req.on("error", (err) => setTimeout(() => reject(err), 1000));
    let sent = 0;
    const chunk = Buffer.alloc(256 * 1024, 97);
    const pump = () => {
      while (sent < bytes) {
        sent += chunk.byteLength;
        if (!req.write(chunk)) return req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

describe("the /api forwarder", () => {
  it("refuses a streamed body without Content-Length once it passes the limit", async () => {
    const res = await post(
      "/api/pdfprocessing/process",
      { "content-type": "application/json", "transfer-encoding": "chunked" },
      MAX_REQUEST_BYTES + 1024 * 1024,
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, code: "FILE_TOO_LARGE" });
  });
});
