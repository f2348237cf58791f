/** `client.conversions`: uploads, processing, history, details, corrections, downloads, stats. */
import { APIPromise } from "../api-promise.js";
import {
  bulkDeleteResponseSchema,
  type ConversionDetail,
  type ConversionStatus,
  type ConversionSummary,
  conversionResponseSchema,
  EXPORT_FORMATS,
  type ExportFormat,
  extractedDataResponseSchema,
  type HistoryResponse,
  type HistorySort,
  historyResponseSchema,
  type MessageResponse,
  messageResponseSchema,
  type ProcessAndSaveRequest,
  type ProcessAndSaveResponse,
  type ProcessAndSaveResult,
  type ProcessRequest,
  type ProcessResponse,
  processAndSaveResultSchema,
  processResponseSchema,
  type QifDateFormat,
  type SaveExtractedDataResponse,
  type Stats,
  saveExtractedDataResponseSchema,
  statsResponseSchema,
  type TransactionInput,
  type UploadResponse,
  uploadResponseSchema,
  type WireTransaction,
} from "../contract.js";
import { type DownloadedFile, readDownload } from "../downloaded-file.js";
import { APIError } from "../errors.js";
import { type FileInput, toBase64, toNamedBlob } from "../files.js";
import { paginate } from "../pagination.js";
import { jsonParser } from "../parse.js";
import type { RequestOptions, RequestSpec } from "../request.js";
import { formBody, jsonBody, type ProgressListener, streamedFormBody } from "../upload-body.js";
import { hasXMLHttpRequest, xhrTransport } from "../xhr-transport.js";
import { APIResource, idPath } from "./resource.js";
import { type WaitOptions, waitForConversion } from "./wait.js";

export interface ListQuery {
  page?: number;
  /** 1..100, default 10. */
  limit?: number;
  /** Case-insensitive part of the file name. */
  search?: string;
  status?: ConversionStatus;
  sort?: HistorySort;
}

export interface UploadOptions extends RequestOptions {
  /** The name sent with the file (default: the File's name, else `statement.pdf`). */
  fileName?: string;
  /** Upload progress: XHR in browsers, the streamed request body in Node and Workers. */
  onProgress?: ProgressListener;
}

export interface ConvertOptions extends UploadOptions, Omit<WaitOptions, keyof RequestOptions> {
  /** The PDF's password, for encrypted statements. */
  password?: string;
  /** Called once the file is stored, before processing starts (a screen's "extracting" step). */
  onUploaded?: (uploadId: string) => void;
}

/** process-and-save's options: by default a scan read in the background is waited for. */
export interface ProcessAndSaveOptions extends WaitOptions {
  /** false: answer at once, with `status: "processing"` for a scan (no polling). */
  wait?: boolean;
}

export type ProcessFileRequest = {
  file: FileInput;
  password?: string;
  fileName?: string;
  files?: ProcessRequest["files"];
};

/** What a download or ZIP export takes besides the format (each applies to its formats only). */
export interface ExportParams {
  /** Default `csv`. */
  format?: ExportFormat;
  /** CSV: start with a UTF-8 byte order mark. */
  bom?: boolean;
  /** QIF: `MM/DD/YYYY` (default) or `DD/MM/YYYY`. */
  qifDateFormat?: QifDateFormat;
  /** QFX and QBO: the bank id Quicken and QuickBooks check (default `DEFAULT_INTU_BID`). */
  intuBid?: string;
}

const extensionOf = (format: ExportFormat) =>
  EXPORT_FORMATS.find((f) => f.id === format)?.extension ?? format;

export class Conversions extends APIResource {
  /** `POST /conversion/upload` (multipart field `file`): stores the file, status `pending`. */
  upload(file: FileInput, options: UploadOptions = {}): APIPromise<UploadResponse> {
    const { fileName, onProgress, ...requestOptions } = options;
    const named = toNamedBlob(file, fileName);
    const form = new FormData();
    form.append("file", named.blob, named.fileName);
    const base = {
      method: "POST",
      path: "/conversion/upload",
      parse: jsonParser(uploadResponseSchema),
      options: requestOptions,
    } as const;
    if (!onProgress) return this.client.request({ ...base, body: formBody(form) });
    if (hasXMLHttpRequest()) {
      return this.client.request({ ...base, body: formBody(form), transport: xhrTransport(onProgress) });
    }
    return this.client.request(streamedFormBody(form, onProgress).then((body) => ({ ...base, body })));
  }

  /**
   * `POST /pdfprocessing/process-and-save`: runs the engine on an upload and stores the result. A
   * file with scanned pages is read by OCR as a background job (the API answers `processing` at
   * once): this waits for it, polling `GET /conversion/{id}` with growing pauses and telling
   * `onProcessing` the pages read, unless `wait: false` asks for the API's first answer.
   */
  processAndSave(
    body: ProcessAndSaveRequest,
    options: ProcessAndSaveOptions & { wait: false },
  ): APIPromise<ProcessAndSaveResult>;
  processAndSave(
    body: ProcessAndSaveRequest,
    options?: ProcessAndSaveOptions,
  ): APIPromise<ProcessAndSaveResponse>;
  processAndSave(
    body: ProcessAndSaveRequest,
    options: ProcessAndSaveOptions = {},
  ): APIPromise<ProcessAndSaveResult> {
    const { wait = true, onProcessing, waitTimeoutMs, ...requestOptions } = options;
    const first = this.json("POST", "/pdfprocessing/process-and-save", processAndSaveResultSchema, {
      body,
      options: requestOptions,
    });
    if (!wait) return first;
    const run = async () => {
      const answered = await first.withResponse();
      if (answered.data.status !== "processing") return answered;
      onProcessing?.(answered.data.progress);
      return waitForConversion(
        (id, o) => this.get(id, o),
        answered.data.uploadId,
        { ...requestOptions, onProcessing, waitTimeoutMs },
        answered.data.progress,
      );
    };
    return new APIPromise(run());
  }

  /**
   * Waits for a conversion being processed (a scan read in the background) and answers its saved
   * statement as process-and-save does; a conversion that failed throws its error.
   */
  waitFor(id: string, options?: WaitOptions): APIPromise<ProcessAndSaveResponse> {
    return new APIPromise(waitForConversion((i, o) => this.get(i, o), id, options));
  }

  /** `POST /pdfprocessing/process`: extracts without storing anything. Takes base64 or a file. */
  process(body: ProcessRequest | ProcessFileRequest, options?: RequestOptions): APIPromise<ProcessResponse> {
    const spec = async (): Promise<RequestSpec<ProcessResponse>> => {
      let wire: ProcessRequest;
      if ("file" in body) {
        const named = toNamedBlob(body.file, body.fileName);
        const bytes = new Uint8Array(await named.blob.arrayBuffer());
        wire = { base64Data: toBase64(bytes), fileName: named.fileName };
        if (body.password !== undefined) wire.password = body.password;
        if (body.files !== undefined) wire.files = body.files;
      } else wire = body;
      return {
        method: "POST",
        path: "/pdfprocessing/process",
        body: jsonBody(wire),
        parse: jsonParser(processResponseSchema),
        options,
      };
    };
    return this.client.request(spec());
  }

  /**
   * Upload + process-and-save, waiting for a scan read in the background (`onProcessing` hears its
   * pages). A processing error carries `uploadId`, to retry with a password.
   */
  convert(file: FileInput, options: ConvertOptions = {}): APIPromise<ProcessAndSaveResponse> {
    const { password, onUploaded, onProcessing, waitTimeoutMs, ...uploadOptions } = options;
    const { fileName: _f, onProgress: _p, ...requestOptions } = uploadOptions;
    const run = async () => {
      const uploaded = await this.upload(file, uploadOptions);
      const uploadId = uploaded.data.uploadId;
      onUploaded?.(uploadId);
      const body: ProcessAndSaveRequest = { uploadId };
      if (password !== undefined) body.password = password;
      try {
        return await this.processAndSave(body, {
          ...requestOptions,
          onProcessing,
          waitTimeoutMs,
        }).withResponse();
      } catch (err) {
        if (err instanceof APIError) err.uploadId = uploadId;
        throw err;
      }
    };
    return new APIPromise(run());
  }

  /** `GET /conversion/history`: one page, filtered and sorted on the server. */
  list(query: ListQuery = {}, options?: RequestOptions): APIPromise<HistoryResponse> {
    return this.json("GET", "/conversion/history", historyResponseSchema, { query: { ...query }, options });
  }

  /** Every conversion matching `query`, page after page (100 per request unless `limit` says otherwise). */
  iterate(
    query: ListQuery = {},
    options?: RequestOptions,
  ): AsyncGenerator<ConversionSummary, void, undefined> {
    const limit = query.limit ?? 100;
    return paginate((page) => this.list({ ...query, limit, page }, options), query.page ?? 1);
  }

  /** `GET /conversion/{id}`: the conversion, its statement metadata and `extractedTransactions`. */
  get(
    id: string,
    options?: RequestOptions,
  ): APIPromise<{ success: true; data: ConversionDetail; message: string }> {
    return this.json("GET", idPath("/conversion", id), conversionResponseSchema, { options });
  }

  /** `DELETE /conversion/{id}`. */
  delete(id: string, options?: RequestOptions): APIPromise<MessageResponse> {
    return this.json("DELETE", idPath("/conversion", id), messageResponseSchema, { options });
  }

  /** `POST /conversion/bulk-delete { ids }`. */
  bulkDelete(
    ids: string[],
    options?: RequestOptions,
  ): APIPromise<{ success: true; message: string; data: { deletedCount: number } }> {
    return this.json("POST", "/conversion/bulk-delete", bulkDeleteResponseSchema, { body: { ids }, options });
  }

  /** `GET /conversion/{id}/extracted-data`. */
  getExtractedData(
    id: string,
    options?: RequestOptions,
  ): APIPromise<{ success: true; data: { transactions: WireTransaction[] } }> {
    return this.json("GET", idPath("/conversion", id, "/extracted-data"), extractedDataResponseSchema, {
      options,
    });
  }

  /** `POST /conversion/{id}/extracted-data`: replaces the rows and reconciles again. */
  saveExtractedData(
    id: string,
    transactions: TransactionInput[],
    options?: RequestOptions,
  ): APIPromise<SaveExtractedDataResponse> {
    return this.json("POST", idPath("/conversion", id, "/extracted-data"), saveExtractedDataResponseSchema, {
      body: { extractedTransactions: transactions },
      options,
    });
  }

  /**
   * `GET /conversion/{id}/download`: the file in one of `EXPORT_FORMATS`, named by
   * Content-Disposition (else `export.{extension}`).
   */
  download(id: string, params: ExportParams = {}, options?: RequestOptions): APIPromise<DownloadedFile> {
    const format = params.format ?? "csv";
    return this.client.request({
      method: "GET",
      path: idPath("/conversion", id, "/download"),
      query: {
        format,
        bom: params.bom ? "1" : undefined,
        qifDateFormat: params.qifDateFormat,
        intuBid: params.intuBid,
      },
      parse: (res) => readDownload(res, `export.${extensionOf(format)}`),
      options: withAccept(options),
    });
  }

  /**
   * `POST /conversion/export { ids?, format, bom?, qifDateFormat?, intuBid? }`: one ZIP of
   * per-conversion files (every conversion when `ids` is absent).
   */
  exportZip(
    params: ExportParams & { ids?: string[] } = {},
    options?: RequestOptions,
  ): APIPromise<DownloadedFile> {
    return this.client.request({
      method: "POST",
      path: "/conversion/export",
      body: jsonBody({ ...params, format: params.format ?? "csv" }),
      parse: (res) => readDownload(res, "statements.zip"),
      options: withAccept(options),
    });
  }

  /** `GET /conversion/stats`: dashboard figures. */
  stats(options?: RequestOptions): APIPromise<{ success: true; data: Stats; message: string }> {
    return this.json("GET", "/conversion/stats", statsResponseSchema, { options });
  }
}

/** Downloads accept any type (errors still come as JSON). */
function withAccept(options: RequestOptions | undefined): RequestOptions {
  return { ...options, headers: { accept: "*/*", ...toRecord(options?.headers) } };
}

function toRecord(headers: RequestOptions["headers"]): Record<string, string | null | undefined> {
  return headers instanceof Headers ? Object.fromEntries(headers.entries()) : { ...headers };
}
