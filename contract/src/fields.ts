/**
 * The field rules shared by the API and the web's forms, with the product's wording
 * (docs/architecture.md#user-facing-wording), and the small schemas the wire's requests share.
 */
import { z } from "zod";

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

// A missing value is reported once ("... is required"), not also as too short or malformed:
// the "required" checks abort the rest of their field's checks.

// The field rules below are shared by the API and the web's forms (web/app/utils/validation.ts);
// a form may name a missing field its own way ("Email address is required").

/** An e-mail address, trimmed and lower-cased. */
export const emailRule = (required = "Email is required") =>
  z
    .string({ error: required })
    .trim()
    .min(1, { message: required, abort: true })
    .max(254, "Please enter a valid email address")
    .regex(EMAIL_RE, "Please enter a valid email address")
    .transform((s) => s.toLowerCase());
export const emailSchema = emailRule();

/** Register, reset and change password: 8+ characters with letters and digits. */
export const newPasswordRule = (required = "Password is required") =>
  z
    .string({ error: required })
    .min(1, { message: required, abort: true })
    .min(8, "Password must be at least 8 characters")
    .max(200, "Password must be at most 200 characters")
    .refine((s) => /[A-Za-z]/.test(s) && /\d/.test(s), "Password must contain both letters and numbers");
export const newPasswordSchema = newPasswordRule();

/** A password being checked (sign-in, account deletion): required, at most 200 characters. */
export const passwordSchema = z
  .string({ error: "Password is required" })
  .min(1, { message: "Password is required", abort: true })
  .max(200);

/** A person's name: required, 1 (or `min`) to 100 characters. */
export const nameRule = (label: string, min = 1) => {
  const required = z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required`, abort: true });
  return (min > 1 ? required.min(min, `${label} must be at least ${min} characters`) : required).max(
    100,
    `${label} must be at most 100 characters`,
  );
};
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 500;
/** The contact form's message. */
export const contactMessageRule = z
  .string({ error: "Message is required" })
  .trim()
  .min(1, { message: "Message is required", abort: true })
  .min(CONTACT_MESSAGE_MIN, `Message must be at least ${CONTACT_MESSAGE_MIN} characters`)
  .max(CONTACT_MESSAGE_MAX, `Message cannot exceed ${CONTACT_MESSAGE_MAX} characters`);

/** An ISO date, `YYYY-MM-DD`. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Must be a date YYYY-MM-DD");
/** A conversion's id in a request. */
export const idSchema = z.string().min(1).max(64);

/** A whole number in a query string: absent or empty is `def`; `label` names it in the messages. */
export const intParam = (def: number, min: number, max: number, label: string) =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? def : typeof v === "string" ? Number(v) : v),
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`),
  );
