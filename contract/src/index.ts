/**
 * @statement-converter/contract: the wire's data and schemas, each defined once
 * (docs/architecture.md#wire-formats). Data and zod schemas only: it imports no other workspace
 * package, and every other package imports it. The API validates requests with these schemas and
 * the SDK parses every answer with them, so the two cannot drift apart. The SDK re-exports it whole
 * as `@statement-converter/sdk/contract`.
 */
export * from "./api/account-export.js";
export * from "./api/auth.js";
export * from "./api/conversions.js";
export * from "./api/errors.js";
export * from "./api/exports.js";
export * from "./api/keys.js";
export * from "./api/processing.js";
export * from "./api/site.js";
export * from "./api/usage.js";
export * from "./errors.js";
export * from "./fields.js";
export * from "./formats.js";
export * from "./limits.js";
export * from "./plans.js";
export * from "./statement.js";
export * from "./statement-json.js";
