/**
 * `@statement-converter/sdk/contract`: the wire contract of the Statement Converter API, the
 * schema of every route's request and response, the error codes, formats, limits and plans
 * (docs/architecture.md#wire-formats). They are `@statement-converter/contract`'s, re-exported
 * whole; the SDK's build carries them inside, so the published SDK depends on zod alone.
 */
export * from "@statement-converter/contract";
