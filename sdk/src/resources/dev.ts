/** `client.dev`: development-only routes (`ENVIRONMENT=development`; 404 in production). */
import type { APIPromise } from "../api-promise.js";
import { DEV_OUTBOX_SECRET_HEADER, type OutboxMail, outboxResponseSchema } from "../contract.js";
import type { RequestOptions } from "../request.js";
import { APIResource } from "./resource.js";

export class Dev extends APIResource {
  /**
   * `GET /dev/outbox?to=&limit=`: the latest mails to `to`, newest first, with their links.
   * `secret` is the local stack's outbox secret (`npm start` prints it; test runs set their own).
   */
  outbox(
    to: string,
    query: { limit?: number; secret?: string } = {},
    options?: RequestOptions,
  ): APIPromise<{ success: true; data: { mails: OutboxMail[] } }> {
    const secret = query.secret ? { [DEV_OUTBOX_SECRET_HEADER]: query.secret } : {};
    const given =
      options?.headers instanceof Headers ? Object.fromEntries(options.headers) : options?.headers;
    return this.json("GET", "/dev/outbox", outboxResponseSchema, {
      query: { to, limit: query.limit },
      options: { ...options, headers: { ...secret, ...given } },
    });
  }
}
