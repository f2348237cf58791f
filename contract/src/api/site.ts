/** Contact, newsletter, health and the development outbox. */
import { z } from "zod";
import { contactMessageRule, emailSchema, intParam, nameRule } from "../fields.js";

export const CONTACT_SUBJECTS = ["general", "support", "billing", "feature", "bug", "partnership"] as const;

export const contactRequestSchema = z.object({
  firstName: nameRule("First name", 2),
  lastName: z
    .string()
    .trim()
    .max(100)
    .refine((s) => s.length === 0 || s.length >= 2, "Last name must be at least 2 characters")
    .optional(),
  email: emailSchema,
  subject: z.enum(CONTACT_SUBJECTS, { error: "Please select a subject" }),
  message: contactMessageRule,
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export const newsletterRequestSchema = z.object({ email: emailSchema });

/** The API version `GET /health` answers with. */
export const API_VERSION = "0.1.0";

export const healthResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    status: z.literal("ok"),
    version: z.string(),
    db: z.literal("ok"),
    storage: z.literal("ok"),
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const outboxMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
});
/**
 * GET /dev/outbox: the mails to one recipient (`to`, lower-cased), newest first, `limit` mails.
 * Only with the header DEV_OUTBOX_SECRET_HEADER carrying the local secret, or from a page of the
 * site itself (same origin).
 */
export const outboxQuerySchema = z.object({
  to: z
    .string()
    .trim()
    .min(3, "to is required")
    .max(254)
    .transform((s) => s.toLowerCase()),
  limit: intParam(20, 1, 100, "limit"),
});
export const DEV_OUTBOX_SECRET_HEADER = "x-dev-outbox-secret";
export const outboxResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ mails: z.array(outboxMailSchema) }),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** Name of the session cookie the API sets on login (httpOnly, SameSite=Lax). */
export const SESSION_COOKIE = "stmt_session";
