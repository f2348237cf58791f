/** `client.dev`: development-only routes (`ENVIRONMENT=development`; 404 in production). */

import { z } from "zod";
import type { APIPromise } from "../api-promise.js";
import {
  type AccountPlan,
  accountPlanSchema,
  type BillingInterval,
  DEV_OUTBOX_SECRET_HEADER,
  type OutboxMail,
  outboxResponseSchema,
  userSchema,
} from "../contract.js";
import type { RequestOptions } from "../request.js";
import { APIResource } from "./resource.js";

const planChangeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    user: userSchema,
    applied: z.enum(["now", "next_cycle"]),
    pendingPlan: accountPlanSchema.nullable(),
    pendingPlanAt: z.string().nullable(),
  }),
});
export type PlanChangeResponse = z.infer<typeof planChangeResponseSchema>;

export class Dev extends APIResource {
  /**
   * `POST /dev/plan`: moves an account to a plan (an upgrade at once, a downgrade at the next
   * cycle). `secret` is the local stack's dev secret, as for `outbox`.
   */
  setPlan(
    body: { email: string; plan: AccountPlan; billingInterval?: BillingInterval; secret?: string },
    options?: RequestOptions,
  ): APIPromise<PlanChangeResponse> {
    const { secret, ...rest } = body;
    const given =
      options?.headers instanceof Headers ? Object.fromEntries(options.headers) : options?.headers;
    return this.json("POST", "/dev/plan", planChangeResponseSchema, {
      body: rest,
      options: {
        ...options,
        headers: { ...(secret ? { [DEV_OUTBOX_SECRET_HEADER]: secret } : {}), ...given },
      },
    });
  }

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
