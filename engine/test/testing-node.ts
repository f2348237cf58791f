/**
 * `@statement-converter/engine/testing/node`: the engine's fixtures on disk and its export
 * readers, for other packages' tests that run in Node (the CLI's, the browser's)
 * (docs/decisions/0028-shared-test-fixtures.md).
 */
import { fileURLToPath } from "node:url";

export { readBackProblems } from "./readers.js";
export { hostileCodes, hostileDir, sheetDiff, sheetsDir, sheetTruths } from "./sheets/json-truth.js";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Scanned statements (a PDF and its `.truth.json` each): `creditsFirst-200dpi`, `ukCarried-200dpi`. */
export const SCANS_SAMPLE_DIR = here("./scans/sample/");
/** Statements printed by Chromium in styles of banks outside the corpus, each with its `.truth.json`. */
export const PRINTED_DIR = here("./printed/");
/** A statement with a checking and a savings table: `two-accounts.pdf` and `two-accounts.truth.json`. */
export const TWO_ACCOUNTS_DIR = here("./fixtures/two-accounts/");
