/**
 * The web forms' rules with their exact messages (docs/architecture.md#user-facing-wording). One
 * schema per form; actions validate with them (so forms work without JavaScript) and components
 * show `fieldErrors`.
 */
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  contactMessageRule,
  emailRule,
  nameRule,
  newPasswordRule,
  CONTACT_SUBJECTS as SUBJECTS,
} from "@statement-converter/sdk/contract";
import { z } from "zod";

// The field rules and their messages are the contract's (the API checks the same); this module
// only reads FormData into them and adds what is the form's own (confirmations, the sign-in
// form's 6-character minimum, the terms checkbox).
export { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN };

/** A text field as FormData gives it: a missing field reads as ''. */
const text = () => z.preprocess((v) => (typeof v === "string" ? v : ""), z.string());

const email = (required?: string) => text().pipe(emailRule(required));
const requiredName = (label: string) => text().pipe(nameRule(label));
const atLeast2 = (label: string) => text().pipe(nameRule(label, 2));
const newPassword = (required: string) => text().pipe(newPasswordRule(required));

/** A checkbox: FormData holds 'on' (or 'true') when ticked and nothing otherwise. */
const checkbox = () => z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

const SUBJECT_LABELS: Record<(typeof SUBJECTS)[number], string> = {
  general: "General Inquiry",
  support: "Technical Support",
  billing: "Billing & Pricing",
  feature: "Feature Request",
  bug: "Bug Report",
  partnership: "Partnership",
};
/** The contact form's subjects (the contract's values) with their labels, in the contract's order. */
export const CONTACT_SUBJECTS = SUBJECTS.map((value) => ({ value, label: SUBJECT_LABELS[value] }));

/** Contact. The view's only name input is labelled 'Full Name' and is sent as firstName. */
export const contactSchema = z.object({
  firstName: atLeast2("First name"),
  email: email(),
  subject: z.preprocess((v) => (v === "" ? undefined : v), z.enum(SUBJECTS, "Please select a subject")),
  message: text().pipe(contactMessageRule),
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

/** Profile form. */
export const profileSchema = z.object({
  firstName: requiredName("First name"),
  lastName: requiredName("Last name"),
  email: email(),
});

/** Change password form. */
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
