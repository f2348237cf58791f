import {
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  type MessageResponse,
  type ProfileResponse,
  profileRequestSchema,
} from "@statement-converter/contract";
import { Hono } from "hono";
import { revokeUserApiKeys } from "../auth/api-keys.js";
import { hashPassword, verifyPassword } from "../auth/password.js";
import { clearSessionCookie } from "../auth/session-cookie.js";
import { revokeUserSessions } from "../auth/sessions.js";
import { clientIp, throttle, throttles } from "../auth/throttle.js";
import { voidUserTokens } from "../auth/user-tokens.js";
import { exportAccount } from "../conversions/index.js";
import { database } from "../db/client.js";
import { deleteAccountRows } from "../db/queries/account.js";
import {
  findUserByEmail,
  isUniqueViolation,
  toWireUser,
  type UserRow,
  updateUser,
} from "../db/queries/users.js";
import { readConfig } from "../env.js";
import { ApiError } from "../http/api-error.js";
import { deleteUserObjects } from "../http/files.js";
import { json } from "../http/validate.js";
import { sendConfirmationMail } from "../mail/confirmation-mail.js";
import { type AuthedEnv, requireAuth } from "../middleware/auth.js";

/** The signed-in user's own account: /api/auth/... (password, profile, export, deletion). */
export const account = new Hono<AuthedEnv>();

const fieldError = (field: string, message: string) =>
  new ApiError("VALIDATION_FAILED", message, [{ field, message }]);

/** Checks the account password; accounts made through Google have none until they set one. */
async function assertPassword(user: UserRow, password: string, field: string) {
  if (!user.passwordHash || !user.passwordSalt) {
    throw fieldError(
      field,
      "This account signs in with Google and has no password yet. Use 'Forgot password' to set one first.",
    );
  }
  if (!(await verifyPassword(password, user.passwordHash, user.passwordSalt))) {
    throw fieldError(
      field,
      field === "currentPassword" ? "Current password is incorrect" : "Password is incorrect",
    );
  }
}

/**
 * Changes the password; every other session of the account is signed out, and every API key is
 * revoked unless the caller asks to keep them.
 */
account.post(
  "/change-password",
  requireAuth({ session: true }),
  ...json(changePasswordRequestSchema),
  async (c) => {
    const body = c.req.valid("json");
    const { user, tokenHash } = c.get("auth");
    await assertPassword(user, body.currentPassword, "currentPassword");
    if (body.newPassword === body.currentPassword) {
      throw fieldError("newPassword", "New password must be different from current password");
    }
    const db = database(c.env.DB);
    const { hash, salt } = await hashPassword(body.newPassword);
    await updateUser(db, user.id, { passwordHash: hash, passwordSalt: salt });
    await revokeUserSessions(db, user.id, tokenHash);
    const revoked = body.revokeApiKeys ? await revokeUserApiKeys(db, user.id) : 0;
    const keys = revoked === 1 ? "Your API key was revoked" : `Your ${revoked} API keys were revoked`;
    const message = revoked > 0 ? `Password changed successfully. ${keys}.` : "Password changed successfully";
    return c.json({ success: true, message } satisfies MessageResponse);
  },
);

/**
 * Mails a confirmation link to the account's own address (sign-ups do not when verification is
 * off, and an address must be confirmed before the account makes API keys).
 */
account.post("/send-confirmation", requireAuth({ session: true }), async (c) => {
  const { user } = c.get("auth");
  if (user.emailVerified) {
    return c.json({
      success: true,
      message: "Your email address is confirmed already.",
    } satisfies MessageResponse);
  }
  const db = database(c.env.DB);
  await throttle(db, throttles.confirmationMail(readConfig(c.env), user.email, clientIp(c.req.raw.headers)));
  await voidUserTokens(db, user.id, "email_verification");
  await sendConfirmationMail(c.env, db, c.req.url, { userId: user.id, email: user.email, reason: "confirm" });
  return c.json({
    success: true,
    message: `We sent a confirmation link to ${user.email}. Follow it to confirm your address.`,
  } satisfies MessageResponse);
});

/** Names apply at once; a new e-mail address applies when its confirmation link is followed. */
account.put("/profile", requireAuth({ session: true }), ...json(profileRequestSchema), async (c) => {
  const body = c.req.valid("json");
  const { user } = c.get("auth");
  const db = database(c.env.DB);
  const changesEmail = body.email !== user.email;
  if (changesEmail) {
    await throttle(
      db,
      throttles.confirmationMail(readConfig(c.env), body.email, clientIp(c.req.raw.headers)),
    );
    const owner = await findUserByEmail(db, body.email);
    if (owner) {
      throw new ApiError("EMAIL_TAKEN", "An account with this email already exists", [
        { field: "email", message: "An account with this email already exists" },
      ]);
    }
  }
  await voidUserTokens(db, user.id, "email_verification");
  const updated = await updateUser(db, user.id, {
    firstName: body.firstName,
    lastName: body.lastName,
    pendingEmail: changesEmail ? body.email : null,
  }).catch((err) => {
    throw isUniqueViolation(err)
      ? new ApiError("EMAIL_TAKEN", "An account with this email already exists")
      : err;
  });
  let message = "Profile updated successfully";
  if (changesEmail) {
    await sendConfirmationMail(c.env, db, c.req.url, {
      userId: user.id,
      email: body.email,
      reason: "change",
    });
    message += `. We sent a confirmation link to ${body.email}; your email address changes once you follow it.`;
  }
  const response: ProfileResponse = {
    success: true,
    message,
    user: toWireUser(updated),
    emailConfirmationSent: changesEmail,
  };
  return c.json(response);
});

/**
 * Everything stored about the caller, as JSON: the account and each conversion's statement,
 * streamed and bounded like the exports (`exportAccount`). The whole account at once is account
 * management: a session, never an API key.
 */
account.get("/export", requireAuth({ session: true }), async (c) => {
  return exportAccount(database(c.env.DB), c.get("auth").user, (p) => c.executionCtx.waitUntil(p));
});

/** Deletes the account with its files and rows, after checking the password. */
account.delete("/account", requireAuth({ session: true }), ...json(deleteAccountRequestSchema), async (c) => {
  const body = c.req.valid("json");
  const { user } = c.get("auth");
  await assertPassword(user, body.password, "password");
  // Files first: if the rows went first and this failed, nothing would point at the files.
  await deleteUserObjects(c.env.FILES, user.id);
  await deleteAccountRows(database(c.env.DB), user);
  clearSessionCookie(c);
  return c.json({
    success: true,
    message: "Your account and all of its data have been deleted.",
  } satisfies MessageResponse);
});
