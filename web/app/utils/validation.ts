/**
 * The web forms' rules with their exact messages (docs/architecture.md#user-facing-wording). One
 * schema per form; actions read the submitted FormData with conform's `parseWithZod` (so forms work
 * without JavaScript) and reply with its submission; components show the errors through `useForm`.
 *
 * conform reads an empty field as missing: each rule's "... is required" is the message its
 * string gives for a missing value (`z.string({ error })`); a ticked checkbox reads as true.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  contactMessageRule,
  emailRule,
  nameRule,
  newPasswordRule,
  CONTACT_SUBJECTS as SUBJECTS,
} from "@statement-converter/contract";
import { z } from "zod";

// The field rules and their messages are the contract's (the API checks the same); this module
// adds what is the form's own (confirmations, the sign-in form's 6-character minimum, the terms
// checkbox).
export { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN };

/**
 * A required text field: `message` when it is left empty (conform's coercion reads '' as missing;
 * parseForm, without it, gives the '' itself).
 */
const required = (message: string) => z.string({ error: message }).min(1, message);

/**
 * An object's refinement (a confirmation, a comparison) checked even when some field failed: zod
 * skips an object's refinements after a field's type error (conform reads an empty field as
 * missing) unless `when` says otherwise, and a form shows every message at once.
 */
const always = { when: () => true };

/** A checkbox: true when ticked (conform reads 'on' as true), false when left unticked. */
const checkbox = () => z.boolean().default(false);

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
  firstName: nameRule("First name", 2),
  email: emailRule(),
  subject: z.enum(SUBJECTS, "Please select a subject"),
  message: contactMessageRule,
});

export const newsletterSchema = z.object({ email: emailRule() });

export const loginSchema = z.object({
  email: emailRule(),
  password: required("Password is required")
    .min(6, "Password must be at least 6 characters")
    .max(200, "Password must be at most 200 characters"),
  rememberMe: checkbox(),
  redirectTo: z.string().default(""),
});

export const registerSchema = z
  .object({
    firstName: nameRule("First name"),
    lastName: nameRule("Last name"),
    email: emailRule(),
    password: newPasswordRule("Password is required"),
    confirmPassword: required("Please confirm your password"),
    acceptTerms: z.literal(true, "You must accept the terms and privacy policy"),
  })
  .refine((v) => !v.confirmPassword || v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
    ...always,
  });

export const forgotPasswordSchema = z.object({ email: emailRule("Email address is required") });

export const resetPasswordSchema = z
  .object({
    token: required("This reset link is incomplete. Please request a new one."),
    newPassword: newPasswordRule("New password is required"),
    confirmPassword: required("Please confirm your new password"),
  })
  .refine((v) => !v.confirmPassword || v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
    ...always,
  });

/** Profile form. */
export const profileSchema = z.object({
  firstName: nameRule("First name"),
  lastName: nameRule("Last name"),
  email: emailRule(),
});

/** Change password form. */
export const changePasswordSchema = z
  .object({
    currentPassword: required("Current password is required"),
    newPassword: newPasswordRule("New password is required"),
    confirmPassword: required("Please confirm your new password"),
  })
  .refine((v) => !v.confirmPassword || v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
    ...always,
  })
  .refine((v) => !v.currentPassword || !v.newPassword || v.newPassword !== v.currentPassword, {
    path: ["newPassword"],
    message: "New password must be different from current password",
    ...always,
  });

export type FieldErrors = Record<string, string>;
export type ParseResult<T> = { success: true; data: T } | { success: false; errors: FieldErrors };

/**
 * The first message per field, for the forms whose screens show errors without `useForm` (the
 * profile's, the results screen's row editor). conform reads the FormData without its coercion:
 * those schemas read each field as the string FormData holds ('' when empty). A plain object is
 * checked as it is.
 */
export function parseForm<S extends z.ZodType>(
  schema: S,
  input: FormData | Record<string, unknown>,
): ParseResult<z.output<S>> {
  if (!(input instanceof FormData)) {
    const result = schema.safeParse(input);
    if (result.success) return { success: true, data: result.data };
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) errors[String(issue.path[0] ?? "")] ??= issue.message;
    return { success: false, errors };
  }
  const submission = parseWithZod(input, { schema, disableAutoCoercion: true });
  if (submission.status === "success") return { success: true, data: submission.value };
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(submission.error ?? {})) {
    if (messages?.[0]) errors[field || "form"] = messages[0];
  }
  return { success: false, errors };
}
