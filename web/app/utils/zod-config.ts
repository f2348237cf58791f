/**
 * Zod compiles object parsers with `new Function` where it may, and probes for that the first
 * time an object schema is made: under the site's CSP (no 'unsafe-eval', decision 0013) the probe
 * is a reported violation. The app's schemas run without the compiled fast path.
 *
 * Zod keeps its settings on `globalThis.__zod_globalConfig` (what `z.config()` writes), so this
 * sets `jitless` there without importing zod: the home page loads no zod at all. Imported first by
 * root.tsx, whose modules run before any route's. zod-config.test.ts proves zod reads it.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;
