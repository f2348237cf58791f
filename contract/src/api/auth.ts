/** Users, sign-in and the account's own routes (`/auth`): requests and answers. */
import { z } from "zod";
import { emailSchema, nameRule, newPasswordRule, newPasswordSchema, passwordSchema } from "../fields.js";
import { ACCOUNT_PLANS } from "../plans.js";

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  plan: z.enum(ACCOUNT_PLANS),
  emailVerified: z.boolean(),
  /** A new address waiting for its confirmation link, or null. */
  pendingEmail: z.string().nullable(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  rememberMe: z.boolean().optional(),
});
export const registerRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: nameRule("First name"),
  lastName: nameRule("Last name"),
  rememberMe: z.boolean().optional(),
});
export const googleLoginRequestSchema = z.object({
  idToken: z.string().min(1, "idToken is required").max(8192),
  rememberMe: z.boolean().optional(),
});
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1, "Token is required").max(200),
  newPassword: newPasswordRule("New password is required"),
});
export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ error: "Current password is required" })
    .min(1, { message: "Current password is required", abort: true })
    .max(200),
  newPassword: newPasswordRule("New password is required"),
  /** Revoke every API key of the account too (the default): a key made by whoever knew the old password stops working. */
  revokeApiKeys: z.boolean().optional().default(true),
});
export const profileRequestSchema = z.object({
  firstName: nameRule("First name"),
  lastName: nameRule("Last name"),
  email: emailSchema,
});
export const verifyEmailRequestSchema = z.object({ token: z.string().min(1, "Token is required").max(200) });
export const deleteAccountRequestSchema = z.object({ password: passwordSchema });

export type LoginRequest = z.input<typeof loginRequestSchema>;
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type GoogleLoginRequest = z.input<typeof googleLoginRequestSchema>;
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
export type ProfileRequest = z.input<typeof profileRequestSchema>;

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** login, google-login: at the top level, not under `data` (docs/architecture.md#api-envelopes). */
export const authResponseSchema = z.object({
  success: z.literal(true),
  accessToken: z.string(),
  user: userSchema,
  message: z.string(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** register: the token is absent when the account must first be confirmed by e-mail. */
export const registerResponseSchema = z.object({
  success: z.literal(true),
  accessToken: z.string().optional(),
  user: userSchema,
  message: z.string(),
  needsConfirmation: z.boolean(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const meResponseSchema = z.object({ success: z.literal(true), user: userSchema });
export const profileResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: userSchema,
  /** True when a confirmation link went to a new address; the change applies on confirmation. */
  emailConfirmationSent: z.boolean(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
