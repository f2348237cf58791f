/** `client.newsletter`: newsletter sign-up (`POST /api/newsletter`), idempotent per address. */
import type { APIPromise } from "../api-promise.js";
import { type MessageResponse, messageResponseSchema } from "../contract.js";
import type { RequestOptions } from "../request.js";
import { APIResource } from "./resource.js";

export class Newsletter extends APIResource {
  subscribe(body: { email: string }, options?: RequestOptions): APIPromise<MessageResponse> {
    return this.json("POST", "/newsletter", messageResponseSchema, { body, options });
  }
}
