import type { D1Migration } from "cloudflare:test";
import type { UnlistedVars } from "../src/env.js";

/** A scanned statement of engine/test/scans/sample: its name, base64 PDF and truth. */
interface TestScan {
  name: string;
  pdf: string;
  truth: {
    transactions: Array<{ date: string; amount: number; balance: number | null; description: string }>;
  };
}

declare global {
  namespace Cloudflare {
    // wrangler.toml's bindings are declared by worker-configuration.d.ts; the tests add these.
    interface Env extends UnlistedVars {
      TEST_MIGRATIONS: D1Migration[];
      /** The private half of the key set served at GOOGLE_JWKS_URL (vitest.config.ts). */
      TEST_GOOGLE_PRIVATE_JWK: JsonWebKey & { kid: string };
      /** The shared corpus: base64 PDFs and truth files by PDF name. */
      TEST_CORPUS: { available: boolean; files: Record<string, string>; truth: Record<string, unknown> };
      /** engine/test/fixtures/two-accounts: the base64 PDF and its truth (Statement JSON). */
      TEST_TWO_ACCOUNTS: { pdf: string; truth: unknown };
      /** engine/test/sheets: base64 files by name with their truth, the hostile ones with their codes. */
      TEST_SHEETS: {
        files: Record<string, string>;
        truth: Record<string, unknown>;
        hostile: Record<string, string>;
        hostileCodes: Record<string, string>;
      };
      /** A scanned statement (English). */
      TEST_SCAN: TestScan;
      /** A German one (read in German: engine/src/ocr/language.ts). */
      TEST_SCAN_DE: TestScan;
    }
  }
}
