/** `client.dev`: development-only routes (`ENVIRONMENT=development`; 404 in production). */
import type { APIPromise } from "../api-promise.js";
import { type OutboxMail, outboxResponseSchema } from "../contract.js";
import type { RequestOptions } from "../request.js";
import { APIResource } from "./resource.js";

export class Dev extends APIResource {
  /** `GET /dev/outbox?to=`: the latest mails sent to `to`, with their links. */
  outbox(to: string, options?: RequestOptions): APIPromise<{ success: true; data: { mails: OutboxMail[] } }> {
    return this.json("GET", "/dev/outbox", outboxResponseSchema, { query: { to }, options });
  }
}
