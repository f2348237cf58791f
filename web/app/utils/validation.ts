/**
 * The web forms' rules with the spec's exact messages (section 5). One schema per form; actions
 * validate with them (so forms work without JavaScript) and components show `fieldErrors`.
 */
import { z } from "zod";

export const CONTACT_MESSAGE_MAX = 500;
export const CONTACT_MESSAGE_MIN = 10;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const LETTERS_AND_DIGITS = (s: string) => /[A-Za-z]/.test(s) && /\d/.test(s);

/** A text field as FormData gives it: a missing field reads as ''. */
const text = () => z.preprocess((v) => (typeof v === "string" ? v : ""), z.string());

const email = (required = "Email is required") =>
  text().pipe(
    z
      .string()
      .trim()
      .min(1, required)
      .max(254, "Please enter a valid email address")
      .regex(EMAIL_RE, "Please enter a valid email address"),
  );

const requiredName = (label: string) =>
  text().pipe(
    z.string().trim().min(1, `${label} is required`).max(100, `${label} must be at most 100 characters`),
  );

const atLeast2 = (label: string) =>
  text().pipe(
    z
      .string()
      .trim()
      .min(1, `${label} is required`)
      .min(2, `${label} must be at least 2 characters`)
      .max(100, `${label} must be at most 100 characters`),
  );

const newPassword = (required: string) =>
  text().pipe(
    z
      .string()
      .min(1, required)
      .min(8, "Password must be at least 8 characters")
      .max(200, "Password must be at most 200 characters")
      .refine(LETTERS_AND_DIGITS, "Password must contain both letters and numbers"),
  );

/** A checkbox: FormData holds 'on' (or 'true') when ticked and nothing otherwise. */
const checkbox = () => z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

export const CONTACT_SUBJECTS = [
  { value: "general", label: "General Inquiry" },
  { value: "support", label: "Technical Support" },
  { value: "billing", label: "Billing & Pricing" },
  { value: "feature", label: "Feature Request" },
  { value: "bug", label: "Bug Report" },
  { value: "partnership", label: "Partnership" },
] as const;
type ContactSubject = (typeof CONTACT_SUBJECTS)[number]["value"];
const SUBJECT_VALUES = CONTACT_SUBJECTS.map((s) => s.value) as [ContactSubject, ...ContactSubject[]];

/** Contact. The view's only name input is labelled 'Full Name' and is sent as firstName. */
export const contactSchema = z.object({
  firstName: atLeast2("First name"),
  email: email(),
  subject: z.preprocess((v) => (v === "" ? undefined : v), z.enum(SUBJECT_VALUES, "Please select a subject")),
  message: text().pipe(
    z
      .string()
      .trim()
      .min(1, "Message is required")
      .min(CONTACT_MESSAGE_MIN, `Message must be at least ${CONTACT_MESSAGE_MIN} characters`)
      .max(CONTACT_MESSAGE_MAX, `Message cannot exceed ${CONTACT_MESSAGE_MAX} characters`),
  ),
});

export const newsletterSchema = z.object({ email: email() });

export const loginSchema = z.object({
  email: email(),
  password: text().pipe(
    z
      .string()
      .min(1, "Password is required")
      .min(6, "Password must be at least 6 characters")
      .max(200, "Password must be at most 200 characters"),
  ),
  rememberMe: checkbox(),
  redirectTo: text(),
});

export const registerSchema = z
  .object({
    firstName: requiredName("First name"),
    lastName: requiredName("Last name"),
    email: email(),
    password: newPassword("Password is required"),
    confirmPassword: text().pipe(z.string().min(1, "Please confirm your password")),
    acceptTerms: checkbox().refine((v) => v, "You must accept the terms and privacy policy"),
  })
  .refine((v) => !v.confirmPassword || v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
  });

export const forgotPasswordSchema = z.object({ email: email("Email address is required") });

export const resetPasswordSchema = z
  .object({
    token: text().pipe(z.string().min(1, "This reset link is incomplete. Please request a new one.")),
    newPassword: newPassword("New password is required"),
    confirmPassword: text().pipe(z.string().min(1, "Please confirm your new password")),
  })
  .refine((v) => !v.confirmPassword || v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
  });

/** Profile form (issue 6). */
export const profileSchema = z.object({
  firstName: requiredName("First name"),
  lastName: requiredName("Last name"),
  email: email(),
});

/** Change password form (issue 6). */
export const changePasswordSchema = z
  .object({
    currentPassword: text().pipe(z.string().min(1, "Current password is required")),
    newPassword: newPassword("New password is required"),
    confirmPassword: text().pipe(z.string().min(1, "Please confirm your new password")),
  })
  .refine((v) => !v.confirmPassword || v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
  })
  .refine((v) => !v.currentPassword || !v.newPassword || v.newPassword !== v.currentPassword, {
    path: ["newPassword"],
    message: "New password must be different from current password",
  });

export type FieldErrors = Record<string, string>;
export type ParseResult<T> = { success: true; data: T } | { success: false; errors: FieldErrors };

/** Validates FormData (or a plain object) and keeps the first message per field. */
export function parseForm<S extends z.ZodType>(
  schema: S,
  input: FormData | Record<string, unknown>,
): ParseResult<z.output<S>> {
  const values = input instanceof FormData ? Object.fromEntries(input) : input;
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}
