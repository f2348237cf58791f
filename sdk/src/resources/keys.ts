/** `client.keys`: the signed-in user's API keys (`/api/keys`). Needs a session: an API key cannot manage keys. */
import type { APIPromise } from "../api-promise.js";
import {
  type ApiKey,
  apiKeyListResponseSchema,
  type CreateApiKeyRequest,
  type CreateApiKeyResponse,
  createApiKeyResponseSchema,
  type MessageResponse,
  messageResponseSchema,
} from "../contract.js";
import type { RequestOptions } from "../request.js";
import { APIResource } from "./resource.js";

export class Keys extends APIResource {
  /** `GET /keys`: live keys, newest first, each with its first characters (never the key). */
  list(options?: RequestOptions): APIPromise<{ success: true; data: ApiKey[] }> {
    return this.json("GET", "/keys", apiKeyListResponseSchema, { options });
  }

  /** `POST /keys { name, expiresAt? }`: the new key is in `data.key`, this once. */
  create(body: CreateApiKeyRequest, options?: RequestOptions): APIPromise<CreateApiKeyResponse> {
    return this.json("POST", "/keys", createApiKeyResponseSchema, { body, options });
  }

  /** `DELETE /keys/{id}`: revokes the key at once. */
  revoke(id: string, options?: RequestOptions): APIPromise<MessageResponse> {
    return this.json("DELETE", `/keys/${encodeURIComponent(id)}`, messageResponseSchema, { options });
  }
}
