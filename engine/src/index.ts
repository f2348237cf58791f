export { EngineError, ERROR_MESSAGES, isEngineError } from "./errors.js";
export * from "./export/index.js";
export { type ExtractOptions, extractStatement } from "./extract.js";
export { OCR_LANGUAGES, type OcrLanguage } from "./lexicon/languages.js";
export { DEFAULT_LIMITS, type EngineLimits } from "./limits.js";
export { createTesseractReader, type TesseractFiles } from "./ocr/tesseract.js";
export type { ExtractProgress, GreyImage, OcrLayout, OcrReader, OcrWord } from "./ocr/types.js";
export { preferSynchronousInflate } from "./pdf/inflate.js";
export { hasPdfSignature } from "./pdf/signature.js";
export { yieldToEventLoop } from "./pdf/yield.js";
export { ROWS_PER_PAGE as SHEET_ROWS_PER_PAGE } from "./sheet/extract-sheet.js";
export { MEDIA_TYPES, type StatementFileKind, statementFileKind } from "./sheet/file-type.js";
export { classifyTransaction } from "./statement/classify.js";
export {
  type AccountReconcileInput,
  type AccountReconcileResult,
  type ReconcileInput,
  type ReconcileResult,
  reconcile,
  reconcileAccounts,
} from "./statement/reconcile.js";
export * from "./types.js";
