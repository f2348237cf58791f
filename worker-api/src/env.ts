import { ACCOUNT_PLANS } from "@statement-converter/sdk/contract";
import { z } from "zod";
import type { OcrJob } from "./conversions/ocr-job.js";

/** The Worker's bindings and variables, checked once per isolate. */
export interface Bindings {
  DB: D1Database;
  FILES: R2Bucket;
  ENVIRONMENT?: string;
  APP_ORIGIN?: string;
  REQUIRE_EMAIL_VERIFICATION?: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_JWKS_URL?: string;
  LOGIN_MAX_PER_EMAIL?: string;
  LOGIN_MAX_PER_IP?: string;
  RESET_MAX_PER_EMAIL?: string;
  RESET_MAX_PER_IP?: string;
  VERIFY_MAX_PER_EMAIL?: string;
  VERIFY_MAX_PER_IP?: string;
  SIGNUP_MAX_PER_IP?: string;
  CONTACT_MAX_PER_IP?: string;
  /** Development only: the secret that opens /api/dev/outbox (npm start makes and prints one). */
  DEV_OUTBOX_SECRET?: string;
  /** The plan new accounts get (sdk/src/plans.ts); `registered` unless set. */
  DEFAULT_PLAN?: string;
  /**
   * The secret that visitors' allowance rows are keyed with (lib/visitor-key.ts): a secret of the
   * deployment (`wrangler secret put USAGE_HASH_KEY`), required in production; development falls
   * back to DEV_USAGE_HASH_KEY.
   */
  USAGE_HASH_KEY?: string;
  /** Scans wait here to be read by OCR (conversions/ocr-job.ts). */
  OCR_QUEUE: Queue<OcrJob>;
  /** How long one OCR job may read, in ms (10 minutes unless set). */
  OCR_JOB_DEADLINE_MS?: string;
}

/** USAGE_HASH_KEY of local development and tests: public, so never one a deployment may use. */
export const DEV_USAGE_HASH_KEY = "statement-converter-local-usage-hash-key";

const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");
const count = (def: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v ? Number(v) : def))
    .pipe(z.number().int().positive());

const configSchema = z.object({
  ENVIRONMENT: z.enum(["development", "production"]).optional().default("production"),
  APP_ORIGIN: z.url().optional(),
  REQUIRE_EMAIL_VERIFICATION: bool,
  GOOGLE_CLIENT_ID: z.string().optional().default(""),
  GOOGLE_JWKS_URL: z.url().optional().default("https://www.googleapis.com/oauth2/v3/certs"),
  LOGIN_MAX_PER_EMAIL: count(10),
  LOGIN_MAX_PER_IP: count(50),
  RESET_MAX_PER_EMAIL: count(3),
  RESET_MAX_PER_IP: count(20),
  VERIFY_MAX_PER_EMAIL: count(3),
  VERIFY_MAX_PER_IP: count(20),
  SIGNUP_MAX_PER_IP: count(10),
  CONTACT_MAX_PER_IP: count(5),
  DEFAULT_PLAN: z.preprocess((v) => v || undefined, z.enum(ACCOUNT_PLANS).optional().default("registered")),
  USAGE_HASH_KEY: z.string().optional(),
});

export type Config = Omit<z.infer<typeof configSchema>, "USAGE_HASH_KEY"> & {
  isDevelopment: boolean;
  USAGE_HASH_KEY: string;
};

const cache = new WeakMap<object, Config>();

/** Parses the variables of `env`; a bad deployment configuration fails loudly, once. */
export function readConfig(env: Bindings): Config {
  let config = cache.get(env);
  if (!config) {
    const parsed = configSchema.parse({ ...env, APP_ORIGIN: env.APP_ORIGIN || undefined });
    const isDevelopment = parsed.ENVIRONMENT === "development";
    const usageKey = parsed.USAGE_HASH_KEY || (isDevelopment ? DEV_USAGE_HASH_KEY : "");
    if (usageKey.length < 16 || (!isDevelopment && usageKey === DEV_USAGE_HASH_KEY)) {
      throw new Error(
        "USAGE_HASH_KEY: set a secret of at least 16 characters (wrangler secret put USAGE_HASH_KEY)",
      );
    }
    config = { ...parsed, isDevelopment, USAGE_HASH_KEY: usageKey };
    cache.set(env, config);
  }
  return config;
}

/** The site origin mail links and the Origin check use: APP_ORIGIN, else the request's own. */
export function siteOrigin(env: Bindings, requestUrl: string): string {
  return new URL(readConfig(env).APP_ORIGIN ?? requestUrl).origin;
}
