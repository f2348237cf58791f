/** The product's size limits, the same in every door (docs/architecture.md#product-rules). */

/** The largest statement file: 10 MiB of file content, in the browser, the API, the CLI and the engine. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/**
 * The largest request body any API route takes: a JSON body (a 10 MiB file as base64, or a long
 * list of corrected rows). Each route applies its own limit under it; the web origin's /api
 * forwarder refuses a larger body before passing anything on.
 */
export const MAX_REQUEST_BYTES = 16 * 1024 * 1024;
/** Most transaction rows one export request (a download, a ZIP, the account export) may hold: past it, 422. */
export const MAX_EXPORT_ROWS = 200_000;
