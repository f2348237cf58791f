/**
 * @statement-converter/sdk: the typed client of the Statement Converter API.
 *
 *   const client = new StatementClient({ baseUrl: "http://127.0.0.1:5173", token });
 *   const result = await client.conversions.convert(file);
 */
export { APIPromise, type WithResponse } from "./api-promise.js";
export {
  apiUrlFor,
  type ClientOptions,
  DEFAULT_BASE_URL,
  DEFAULT_MAX_RETRIES,
  DEFAULT_TIMEOUT_MS,
  StatementClient,
} from "./client.js";
export * from "./contract.js";
export { DownloadedFile, fileNameFromContentDisposition } from "./downloaded-file.js";
export {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  type APIErrorCode,
  APIUserAbortError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  InternalServerError,
  NotFoundError,
  PayloadTooLargeError,
  PermissionDeniedError,
  QuotaExceededError,
  RateLimitError,
  ResponseValidationError,
  StatementError,
  UnprocessableEntityError,
  UnsupportedMediaTypeError,
} from "./errors.js";
export type { FileInput } from "./files.js";
export type { HeadersInput, RequestOptions } from "./request.js";
export type { Auth } from "./resources/auth.js";
export type { Contact } from "./resources/contact.js";
export type {
  Conversions,
  ConvertOptions,
  ExportParams,
  ListQuery,
  ProcessAndSaveOptions,
  ProcessFileRequest,
  UploadOptions,
} from "./resources/conversions.js";
export type { Dev } from "./resources/dev.js";
export type { Keys } from "./resources/keys.js";
export type { Newsletter } from "./resources/newsletter.js";
export { DEFAULT_WAIT_TIMEOUT_MS, type WaitOptions } from "./resources/wait.js";
export { MAX_RETRY_AFTER_MS } from "./retry.js";
export {
  type CheckReason,
  type CheckReport,
  type RowToCheck,
  reasonWords,
  rowsToCheck,
} from "./row-checks.js";
export type { ProgressListener, UploadProgress } from "./upload-body.js";
export type { Fetch } from "./xhr-transport.js";
