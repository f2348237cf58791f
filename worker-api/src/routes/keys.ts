import {
  type ApiKey,
  type CreateApiKeyResponse,
  createApiKeyRequestSchema,
  type MessageResponse,
} from "@statement-converter/contract";
import { Hono } from "hono";
import { type ApiKeyRow, createApiKey, listApiKeys, revokeApiKey } from "../auth/api-keys.js";
import { database } from "../db/client.js";
import { ApiError, notFound } from "../http/api-error.js";
import { json } from "../http/validate.js";
import { type AuthedEnv, requireAuth } from "../middleware/auth.js";

/**
 * The signed-in user's API keys: /api/keys. Managing keys is account management: it needs a
 * session (password or Google sign-in), never an API key.
 */
export const keys = new Hono<AuthedEnv>();
keys.use("*", requireAuth({ session: true }));

const toWire = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  keyStart: row.keyStart,
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
  lastUsedAt: row.lastUsedAt,
});

keys.get("/", async (c) => {
  const rows = await listApiKeys(database(c.env.DB), c.get("auth").user.id);
  return c.json({ success: true as const, data: rows.map(toWire) }, 200, {
    "cache-control": "private, no-store",
  });
});

keys.post("/", ...json(createApiKeyRequestSchema), async (c) => {
  // A key outlives sessions: only the proven owner of the address may make one (decision 0016).
  if (!c.get("auth").user.emailVerified) {
    throw new ApiError(
      "FORBIDDEN",
      "Confirm your e-mail address before creating an API key: we can send you a confirmation link from your profile.",
    );
  }
  const body = c.req.valid("json");
  const expiresAt = body.expiresAt ? new Date(body.expiresAt).toISOString() : null;
  const { key, row } = await createApiKey(database(c.env.DB), c.get("auth").user.id, body.name, expiresAt);
  const answer: CreateApiKeyResponse = {
    success: true,
    message: "API key created. Copy it now: it is not shown again.",
    data: { key, apiKey: toWire(row) },
  };
  return c.json(answer, 201, { "cache-control": "private, no-store" });
});

keys.delete("/:id", async (c) => {
  const revoked = await revokeApiKey(database(c.env.DB), c.get("auth").user.id, c.req.param("id"));
  if (!revoked) throw notFound("API key");
  return c.json({ success: true, message: "API key revoked" } satisfies MessageResponse);
});
