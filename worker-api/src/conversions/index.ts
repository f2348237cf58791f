/**
 * A conversion's life, owned here with its D1 rows and R2 objects: an upload creates it, a run
 * processes and saves it (or fails it with a code), corrections re-reconcile it, it is read,
 * exported and deleted, and the clean-up expires what was left behind. Routes only read requests
 * and shape answers (the decision record "conversion-module" in docs/decisions).
 */

export { exportAccount } from "./account-export.js";
export { type CorrectionsResult, saveCorrections } from "./edit.js";
export { expireConversions, STALE_RUN_MESSAGE, STALE_RUN_MS, UPLOAD_GRACE_MS } from "./expire.js";
export { exportConversion, exportConversions } from "./export.js";
export { decodeBase64File, extract } from "./extract.js";
export { conversionDetail, conversionRows, historyPage } from "./read.js";
export { removeConversions } from "./remove.js";
export { pagesOf, type RunInput, type RunMeter, runUpload } from "./run.js";
export { assertRoomToWait, createUpload, MAX_WAITING_UPLOADS } from "./upload.js";
export { toSummary } from "./wire.js";
