import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, json, recorder, statementFields, summary } from "../../test/fetch-recorder.js";
import { StatementClient } from "../client.js";
import { APIConnectionError, APIUserAbortError, UnprocessableEntityError } from "../errors.js";
import type { UploadProgress } from "../upload-body.js";

const BASE = "http://127.0.0.1:5173";
const pdf = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
  for (let i = 9; i < size; i++) bytes[i] = i % 251;
  return bytes;
};
const uploaded = (id = "up_1") =>
  json({
    success: true,
    message: "Uploaded",
    data: { uploadId: id, upload: summary(id, { status: "pending" }) },
  });
const saved = (id = "up_1") =>
  json({
    success: true,
    message: "PDF processed and data saved successfully!",
    uploadId: id,
    ...statementFields,
    extractedTransactions: [],
    extractedCount: 0,
    dataSavedToDatabase: true,
    autoProcessed: false,
  });

describe("conversions.upload", () => {
  it("sends multipart field `file` with the name and bytes", async () => {
    let received: File | undefined;
    const { fetch, calls } = recorder(async (req) => {
      received = (await req.formData()).get("file") as File;
      return uploaded();
    });
    const client = new StatementClient({ baseUrl: BASE, fetch, token: "t" });
    const bytes = pdf(3000);
    const res = await client.conversions.upload(bytes, { fileName: "März 2026.pdf" });
    expect(res.data.uploadId).toBe("up_1");
    expect(calls[0]!.method).toBe("POST");
    expect(calls[0]!.url.pathname).toBe("/api/conversion/upload");
    expect(calls[0]!.headers.get("content-type")).toMatch(/^multipart\/form-data; boundary=/);
    expect(calls[0]!.headers.get("authorization")).toBe("Bearer t");
    expect(received?.name).toBe("März 2026.pdf");
    expect(received?.type).toBe("application/pdf");
    expect(new Uint8Array(await received!.arrayBuffer())).toEqual(bytes);
  });

  it("takes a File's own name, and Blob/ArrayBuffer inputs", async () => {
    const names: string[] = [];
    const { fetch } = recorder(async (req) => {
      names.push(((await req.formData()).get("file") as File).name);
      return uploaded();
    });
    const client = new StatementClient({ baseUrl: BASE, fetch });
    await client.conversions.upload(new File([pdf(10)], "april.pdf", { type: "application/pdf" }));
    await client.conversions.upload(new Blob([pdf(10)]));
    await client.conversions.upload(pdf(10).buffer, { fileName: "may.pdf" });
    expect(names).toEqual(["april.pdf", "statement.pdf", "may.pdf"]);
  });

  it("in Node, reports progress from the streamed body as the server reads it", async () => {
    const events: UploadProgress[] = [];
    let contentLength: string | null = null;
    let receivedSize = 0;
    const { fetch, calls } = recorder(async (req) => {
      contentLength = req.headers.get("content-length");
      const body = new Uint8Array(await req.clone().arrayBuffer());
      receivedSize = body.length;
      const file = (await req.formData()).get("file") as File;
      expect(file.size).toBe(200_000);
      return uploaded();
    });
    const client = new StatementClient({ baseUrl: BASE, fetch });
    await client.conversions.upload(pdf(200_000), { onProgress: (p) => events.push(p) });
    expect(calls).toHaveLength(1);
    const total = receivedSize;
    expect(total).toBeGreaterThan(200_000);
    expect(contentLength).toBe(String(total));
    expect(events.map((e) => e.loaded)).toEqual([0, 65_536, 131_072, 196_608, total]);
    expect(events.every((e) => e.total === total)).toBe(true);
    expect(events.map((e) => e.percent)).toEqual([
      0,
      Math.floor((65_536 / total) * 100),
      Math.floor((131_072 / total) * 100),
      Math.floor((196_608 / total) * 100),
      100,
    ]);
  });

  it("a streamed upload retried on 503 sends the whole body again", async () => {
    const sizes: number[] = [];
    let n = 0;
    const { fetch } = recorder(async (req) => {
      sizes.push((await req.arrayBuffer()).byteLength);
      return n++ === 0 ? apiError(503, "INTERNAL", "busy", { headers: { "retry-after": "0" } }) : uploaded();
    });
    const events: number[] = [];
    const client = new StatementClient({ baseUrl: BASE, fetch });
    await client.conversions.upload(pdf(70_000), { onProgress: (p) => events.push(p.percent) });
    expect(sizes).toHaveLength(2);
    expect(sizes[0]).toBe(sizes[1]);
    expect(events.filter((p) => p === 0)).toHaveLength(2);
    expect(events.at(-1)).toBe(100);
  });
});

/** Just enough of XMLHttpRequest for the transport: what a browser does, scripted. */
class ScriptedXHR {
  static last: ScriptedXHR | undefined;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = "";
  response: ArrayBuffer | null = null;
  responseType = "";
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
    ScriptedXHR.last = this;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  getAllResponseHeaders() {
    return "content-type: application/json\r\nx-request-id: xhr-1\r\n";
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.body = body;
    queueMicrotask(() => {
      for (const loaded of [0, 512, 1024]) {
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: 1024 } as ProgressEvent);
      }
      this.status = 200;
      this.statusText = "OK";
      this.response = new TextEncoder().encode(
        JSON.stringify({
          success: true,
          message: "Uploaded",
          data: { uploadId: "x1", upload: summary("x1", { status: "pending" }) },
        }),
      ).buffer as ArrayBuffer;
      this.onload?.();
    });
  }
}

describe("conversions.upload in a browser (XMLHttpRequest present)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("uses XHR with the headers and FormData, reporting percent", async () => {
    vi.stubGlobal("XMLHttpRequest", ScriptedXHR);
    const { fetch, calls } = recorder(uploaded());
    const client = new StatementClient({ baseUrl: BASE, fetch, token: "t" });
    const percents: number[] = [];
    const { data, response } = await client.conversions
      .upload(pdf(100), { fileName: "june.pdf", onProgress: (p) => percents.push(p.percent) })
      .withResponse();
    expect(calls).toHaveLength(0);
    const xhr = ScriptedXHR.last!;
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe(`${BASE}/api/conversion/upload`);
    expect(xhr.headers.authorization).toBe("Bearer t");
    expect(xhr.responseType).toBe("arraybuffer");
    expect(((xhr.body as FormData).get("file") as File).name).toBe("june.pdf");
    expect(percents).toEqual([0, 50, 100]);
    expect(data.data.uploadId).toBe("x1");
    expect(response.headers.get("x-request-id")).toBe("xhr-1");
  });

  it("an XHR network error is an APIConnectionError, and the POST is not repeated", async () => {
    let sent = 0;
    class FailingXHR extends ScriptedXHR {
      override send() {
        sent++;
        queueMicrotask(() => this.onerror?.());
      }
    }
    vi.stubGlobal("XMLHttpRequest", FailingXHR);
    const client = new StatementClient({ baseUrl: BASE, fetch: recorder(uploaded()).fetch });
    const err = await client.conversions.upload(pdf(10), { onProgress: () => {} }).catch((e) => e);
    expect(err).toBeInstanceOf(APIConnectionError);
    expect(sent).toBe(1);
  });

  it("aborting the signal aborts the XHR", async () => {
    let aborted = 0;
    class HangingXHR extends ScriptedXHR {
      override send() {}
      override abort() {
        aborted++;
        super.abort();
      }
    }
    vi.stubGlobal("XMLHttpRequest", HangingXHR);
    const controller = new AbortController();
    const client = new StatementClient({ baseUrl: BASE, fetch: recorder(uploaded()).fetch });
    const p = client.conversions
      .upload(pdf(10), { onProgress: () => {}, signal: controller.signal })
      .catch((e) => e);
    await new Promise((r) => setTimeout(r, 0));
    controller.abort();
    expect(await p).toBeInstanceOf(APIUserAbortError);
    expect(aborted).toBe(1);
  });

  it("without onProgress the upload goes through fetch", async () => {
    vi.stubGlobal("XMLHttpRequest", ScriptedXHR);
    const { fetch, calls } = recorder(uploaded());
    await new StatementClient({ baseUrl: BASE, fetch }).conversions.upload(pdf(100));
    expect(calls).toHaveLength(1);
  });
});

describe("conversions.convert", () => {
  it("uploads, then process-and-save with the upload id and password", async () => {
    const { fetch, calls } = recorder(uploaded("u9"), saved("u9"));
    const client = new StatementClient({ baseUrl: BASE, fetch });
    const res = await client.conversions.convert(pdf(100), { password: "pw", fileName: "a.pdf" });
    expect(res.uploadId).toBe("u9");
    expect(calls.map((c) => c.url.pathname)).toEqual([
      "/api/conversion/upload",
      "/api/pdfprocessing/process-and-save",
    ]);
    expect(JSON.parse(await calls[1]!.bodyText())).toEqual({ uploadId: "u9", password: "pw" });
  });

  it("onUploaded names the stored upload before processing starts, and only once it is stored", async () => {
    const { fetch, calls } = recorder(uploaded("u5"), saved("u5"));
    const seen: Array<[string, number]> = [];
    await new StatementClient({ baseUrl: BASE, fetch }).conversions.convert(pdf(100), {
      onUploaded: (id) => seen.push([id, calls.length]),
    });
    // Called after the upload's answer and before process-and-save was sent.
    expect(seen).toEqual([["u5", 1]]);

    const failed = recorder(apiError(415, "UNSUPPORTED_FORMAT", "PDF only"));
    const never: string[] = [];
    await new StatementClient({ baseUrl: BASE, fetch: failed.fetch }).conversions
      .convert(new Uint8Array([1, 2]), { fileName: "x.xlsx", onUploaded: (id) => never.push(id) })
      .catch(() => undefined);
    expect(never).toEqual([]);
  });

  it("a processing failure carries the code and the upload id for a retry", async () => {
    const { fetch } = recorder(uploaded("u7"), apiError(422, "PDF_ENCRYPTED", "This PDF needs a password."));
    const err = await new StatementClient({ baseUrl: BASE, fetch }).conversions
      .convert(pdf(100))
      .catch((e) => e);
    expect(err).toBeInstanceOf(UnprocessableEntityError);
    expect(err.code).toBe("PDF_ENCRYPTED");
    expect(err.uploadId).toBe("u7");
  });

  it("an upload failure has no upload id", async () => {
    const { fetch, calls } = recorder(apiError(415, "UNSUPPORTED_FORMAT", "PDF only"));
    const err = await new StatementClient({ baseUrl: BASE, fetch }).conversions
      .convert(new Uint8Array([1, 2]), { fileName: "x.xlsx" })
      .catch((e) => e);
    expect(err.code).toBe("UNSUPPORTED_FORMAT");
    expect(err.uploadId).toBeUndefined();
    expect(calls).toHaveLength(1);
  });
});

describe("downloads", () => {
  it("download: query, accept, bytes and the Content-Disposition name", async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, 0x44, 0x61, 0x74, 0x65]);
    const { fetch, calls } = recorder(
      new Response(bytes, {
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": "attachment; filename*=UTF-8''transactions_M%C3%A4rz.csv",
        },
      }),
    );
    const file = await new StatementClient({ baseUrl: BASE, fetch }).conversions.download("c1", {
      bom: true,
    });
    expect(calls[0]!.url.pathname).toBe("/api/conversion/c1/download");
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ format: "csv", bom: "1" });
    expect(calls[0]!.headers.get("accept")).toBe("*/*");
    expect(file.fileName).toBe("transactions_März.csv");
    expect(file.contentType).toBe("text/csv; charset=utf-8");
    expect(file.bytes).toEqual(bytes);
    expect(file.size).toBe(7);
    expect(file.text()).toBe("Date");
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(bytes);
  });

  it.each([
    ["csv", "export.csv"],
    ["excel", "export.xlsx"],
    ["json", "export.json"],
  ] as const)("without Content-Disposition a %s download is named %s", async (format, fileName) => {
    const { fetch, calls } = recorder(new Response("x"));
    const file = await new StatementClient({ baseUrl: BASE, fetch }).conversions.download("c1", { format });
    expect(file.fileName).toBe(fileName);
    expect(file.contentType).toBe("text/plain;charset=UTF-8");
    expect(calls[0]!.url.searchParams.get("format")).toBe(format);
    expect(calls[0]!.url.searchParams.has("bom")).toBe(false);
  });

  it("a failed download raises the API error", async () => {
    const { fetch } = recorder(apiError(404, "NOT_FOUND", "Conversion not found."));
    const err = await new StatementClient({ baseUrl: BASE, fetch }).conversions
      .download("nope")
      .catch((e) => e);
    expect(err.code).toBe("NOT_FOUND");
  });

  it("exportZip posts ids and format and names the ZIP", async () => {
    const zip = new Uint8Array([0x50, 0x4b, 3, 4]);
    const { fetch, calls } = recorder(
      new Response(zip, {
        headers: {
          "content-type": "application/zip",
          "content-disposition": 'attachment; filename="statements_2026-03-01.zip"',
        },
      }),
      new Response(zip, { headers: { "content-type": "application/zip" } }),
    );
    const client = new StatementClient({ baseUrl: BASE, fetch });
    const a = await client.conversions.exportZip({ ids: ["c1", "c2"], format: "csv", bom: true });
    const b = await client.conversions.exportZip();
    expect(calls.map((c) => [c.method, c.url.pathname])).toEqual([
      ["POST", "/api/conversion/export"],
      ["POST", "/api/conversion/export"],
    ]);
    expect(JSON.parse(await calls[0]!.bodyText())).toEqual({ ids: ["c1", "c2"], format: "csv", bom: true });
    expect(JSON.parse(await calls[1]!.bodyText())).toEqual({ format: "csv" });
    expect(a.fileName).toBe("statements_2026-03-01.zip");
    expect(a.bytes).toEqual(zip);
    expect(b.fileName).toBe("statements.zip");
  });
});

describe("conversions.iterate", () => {
  const pages = (total: number, limit: number) => (req: Request) => {
    const url = new URL(req.url);
    const page = Number(url.searchParams.get("page"));
    const ids = Array.from({ length: total }, (_, i) => `c${i + 1}`);
    const slice = ids.slice((page - 1) * limit, page * limit);
    return json({
      success: true,
      data: slice.map((id) => summary(id)),
      pagination: {
        currentPage: page,
        totalPages: Math.max(1, Math.ceil(total / limit)),
        totalCount: total,
        pageSize: limit,
      },
      message: "ok",
    });
  };

  it("walks every page with the filters", async () => {
    const { fetch, calls } = recorder(pages(5, 2));
    const client = new StatementClient({ baseUrl: BASE, fetch });
    const ids: string[] = [];
    for await (const c of client.conversions.iterate({ limit: 2, search: "bank", status: "completed" })) {
      ids.push(c.id);
    }
    expect(ids).toEqual(["c1", "c2", "c3", "c4", "c5"]);
    expect(calls.map((c) => Object.fromEntries(c.url.searchParams))).toEqual(
      [1, 2, 3].map((page) => ({ page: String(page), limit: "2", search: "bank", status: "completed" })),
    );
  });

  it("asks for 100 per page by default and stops when the caller breaks", async () => {
    const { fetch, calls } = recorder(pages(250, 100));
    const client = new StatementClient({ baseUrl: BASE, fetch });
    let seen = 0;
    for await (const _ of client.conversions.iterate({ sort: "name_asc" })) {
      if (++seen === 150) break;
    }
    expect(calls.map((c) => c.url.searchParams.get("page"))).toEqual(["1", "2"]);
    expect(calls[0]!.url.searchParams.get("limit")).toBe("100");
  });

  it("an empty history is one request and no items", async () => {
    const { fetch, calls } = recorder(pages(0, 100));
    const items = [];
    for await (const c of new StatementClient({ baseUrl: BASE, fetch }).conversions.iterate()) items.push(c);
    expect(items).toEqual([]);
    expect(calls).toHaveLength(1);
  });
});
