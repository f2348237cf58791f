import { z } from "zod";

/**
 * Zod compiles object parsers with `new Function` where it may, and probes for that the first
 * time an object schema is made: under the site's CSP (no 'unsafe-eval') the probe is a reported
 * violation. The app's schemas run without the compiled fast path. Imported first by root.tsx,
 * before any module makes a schema.
 */
z.config({ jitless: true });
