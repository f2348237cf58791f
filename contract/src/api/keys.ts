/** API keys (`GET/POST /keys`, `DELETE /keys/{id}`): for scripts and the SDK, sent as Bearer. */
import { z } from "zod";

export const API_KEY_PREFIX = "sc_live_";
/** Whether a Bearer credential is an API key (else a session token). */
export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters ('sc_live_AbCd'), to tell keys apart; the key itself is shown once. */
  keyStart: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createApiKeyRequestSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, { message: "Name is required", abort: true })
    .max(100, "Name must be at most 100 characters"),
  /** ISO date or time; absent or null: the key does not expire. */
  expiresAt: z
    .string()
    .trim()
    .refine((s) => !Number.isNaN(Date.parse(s)), "Expiry must be a date")
    .refine((s) => Date.parse(s) > Date.now(), "Expiry must be in the future")
    .nullable()
    .optional(),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequestSchema>;

export const apiKeyListResponseSchema = z.object({ success: z.literal(true), data: z.array(apiKeySchema) });
export const createApiKeyResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The key itself: shown this once, never again. */
  data: z.object({ key: z.string(), apiKey: apiKeySchema }),
});
export type CreateApiKeyResponse = z.infer<typeof createApiKeyResponseSchema>;
