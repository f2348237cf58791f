/** Usage (`GET /usage`): the caller's plan and the pages counted in its current window. */
import { z } from "zod";
import { emailSchema } from "../fields.js";
import { ACCOUNT_PLANS, BILLING_INTERVALS, PLANS, USAGE_WINDOWS } from "../plans.js";

export const planSchema = z.enum(PLANS);
export const accountPlanSchema = z.enum(ACCOUNT_PLANS);
export const billingIntervalSchema = z.enum(BILLING_INTERVALS);
export const usageWindowSchema = z.enum(USAGE_WINDOWS);

/**
 * What a 402 QUOTA_EXCEEDED names: the allowance (plan, window, limit), the pages used in the
 * window, the pages the refused conversion needed, and when the allowance renews (ISO).
 */
export const quotaDetailSchema = z.object({
  plan: planSchema,
  window: usageWindowSchema,
  limit: z.number().int(),
  used: z.number().int(),
  requested: z.number().int(),
  renewsAt: z.string().nullable(),
});
export type QuotaDetail = z.infer<typeof quotaDetailSchema>;

export const usageSchema = z.object({
  plan: planSchema,
  billingInterval: billingIntervalSchema,
  window: usageWindowSchema,
  /** Pages counted in the current window. */
  used: z.number().int(),
  /** Pages the window allows; null when the plan is not metered (Enterprise). */
  limit: z.number().int().nullable(),
  /** ISO: rolling windows: when the oldest counted page leaves the window; billing ones: the period end. */
  renewsAt: z.string().nullable(),
  /** A downgrade waiting for the next cycle, and when it applies. */
  pendingPlan: accountPlanSchema.nullable(),
  pendingPlanAt: z.string().nullable(),
});
export type Usage = z.infer<typeof usageSchema>;
export const usageResponseSchema = z.object({ success: z.literal(true), data: usageSchema });
export type UsageResponse = z.infer<typeof usageResponseSchema>;

/** Development only: POST /dev/plan moves an account to a plan (upgrade now, downgrade next cycle). */
export const devPlanRequestSchema = z.object({
  email: emailSchema,
  plan: accountPlanSchema,
  billingInterval: billingIntervalSchema.optional(),
});
