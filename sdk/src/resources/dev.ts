/** `client.dev`: development-only routes (`ENVIRONMENT=development`; 404 in production). */
import type { APIPromise } from "../api-promise.js";
import { type OutboxMail, outboxResponseSchema } from "../contract.js";
import type { RequestOptions } from "../request.js";
import { APIResource } from "./resource.js";

export class Dev extends APIResource {
  /** `GET /dev/outbox?to=&limit=`: the latest mails (to `to` when given), newest first, with their links. */
  outbox(
    to?: string,
    query: { limit?: number } = {},
    options?: RequestOptions,
  ): APIPromise<{ success: true; data: { mails: OutboxMail[] } }> {
    return this.json("GET", "/dev/outbox", outboxResponseSchema, {
      query: { to, limit: query.limit },
      options,
    });
  }
}
