/** `client.auth`: accounts, sessions and the user's own data (`/api/auth/*`). */
import type { APIPromise } from "../api-promise.js";
import {
  type AccountExport,
  type AuthResponse,
  accountExportResponseSchema,
  authResponseSchema,
  type ChangePasswordRequest,
  type GoogleLoginRequest,
  type LoginRequest,
  type MessageResponse,
  meResponseSchema,
  messageResponseSchema,
  type ProfileRequest,
  type ProfileResponse,
  profileResponseSchema,
  type RegisterRequest,
  type RegisterResponse,
  type ResetPasswordRequest,
  registerResponseSchema,
  type User,
} from "../contract.js";
import type { RequestOptions } from "../request.js";
import { APIResource } from "./resource.js";

export class Auth extends APIResource {
  /** `POST /auth/login`. Use the returned `accessToken` with `client.withOptions({ token })`. */
  login(body: LoginRequest, options?: RequestOptions): APIPromise<AuthResponse> {
    return this.json("POST", "/auth/login", authResponseSchema, { body, options });
  }

  /** `POST /auth/register`; `accessToken` is absent when `needsConfirmation` is true. */
  register(body: RegisterRequest, options?: RequestOptions): APIPromise<RegisterResponse> {
    return this.json("POST", "/auth/register", registerResponseSchema, { body, options });
  }

  /** `POST /auth/google-login` with a Google ID token. */
  googleLogin(body: GoogleLoginRequest, options?: RequestOptions): APIPromise<AuthResponse> {
    return this.json("POST", "/auth/google-login", authResponseSchema, { body, options });
  }

  /** `POST /auth/logout`: revokes the token (or cookie session) the call carries. */
  logout(options?: RequestOptions): APIPromise<MessageResponse> {
    return this.json("POST", "/auth/logout", messageResponseSchema, { options });
  }

  /** `POST /auth/forgot-password`: answers the same for known and unknown addresses. */
  forgotPassword(body: { email: string }, options?: RequestOptions): APIPromise<MessageResponse> {
    return this.json("POST", "/auth/forgot-password", messageResponseSchema, { body, options });
  }

  /** `POST /auth/reset-password` with the token from the e-mailed link. */
  resetPassword(body: ResetPasswordRequest, options?: RequestOptions): APIPromise<MessageResponse> {
    return this.json("POST", "/auth/reset-password", messageResponseSchema, { body, options });
  }

  /** `POST /auth/change-password`; every API key is revoked too unless `revokeApiKeys: false`. */
  changePassword(body: ChangePasswordRequest, options?: RequestOptions): APIPromise<MessageResponse> {
    return this.json("POST", "/auth/change-password", messageResponseSchema, { body, options });
  }

  /** `PUT /auth/profile`; a new e-mail applies once its confirmation link is followed. */
  updateProfile(body: ProfileRequest, options?: RequestOptions): APIPromise<ProfileResponse> {
    return this.json("PUT", "/auth/profile", profileResponseSchema, { body, options });
  }

  /** `GET /auth/me`: the signed-in user. */
  me(options?: RequestOptions): APIPromise<{ success: true; user: User }> {
    return this.json("GET", "/auth/me", meResponseSchema, { options });
  }

  /**
   * `POST /auth/send-confirmation`: mails a confirmation link to the signed-in account's address
   * (an address must be confirmed before the account can make API keys).
   */
  sendConfirmation(options?: RequestOptions): APIPromise<MessageResponse> {
    return this.json("POST", "/auth/send-confirmation", messageResponseSchema, { options });
  }

  /** `POST /auth/verify-email` with the token from the e-mailed link. */
  verifyEmail(body: { token: string }, options?: RequestOptions): APIPromise<MessageResponse> {
    return this.json("POST", "/auth/verify-email", messageResponseSchema, { body, options });
  }

  /** `GET /auth/export`: all of the user's data (profile and every conversion with its statement). */
  exportData(options?: RequestOptions): APIPromise<{ success: true; data: AccountExport }> {
    return this.json("GET", "/auth/export", accountExportResponseSchema, { options });
  }

  /** `DELETE /auth/account`: deletes the account and everything it owns. */
  deleteAccount(body: { password: string }, options?: RequestOptions): APIPromise<MessageResponse> {
    return this.json("DELETE", "/auth/account", messageResponseSchema, { body, options });
  }
}
