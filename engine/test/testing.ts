/**
 * `@statement-converter/engine/testing`: the engine's test fixtures that other packages' tests use
 * (the API's in workerd, the CLI's and the browser's in Node), so that no test reaches into
 * another package by relative path (docs/decisions/0028-shared-test-fixtures.md). Everything here
 * builds files in memory: it runs in Node and in workerd.
 */
export {
  type FixtureRow,
  type FixtureStatement,
  SAMPLE_STATEMENT,
  statementPdf,
  statementRowBoxes,
} from "./fixtures/sample-statement.js";
export { longStatement } from "./fixtures/sample-statements.js";
export { pdfWithStream } from "./fixtures/stream-pdf.js";
export { fileNameOf, hostileSample } from "./hostile/index.js";
export { onePage } from "./hostile/pdf-writer.js";
export { plainStatement } from "./hostile/statement.js";
