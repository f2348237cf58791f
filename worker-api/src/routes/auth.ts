import {
  forgotPasswordRequestSchema,
  googleLoginRequestSchema,
  loginRequestSchema,
  type MessageResponse,
  type RegisterResponse,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from "@statement-converter/contract";
import { Hono } from "hono";
import { revokeUserApiKeys } from "../auth/api-keys.js";
import { verifyGoogleIdToken } from "../auth/google.js";
import { hashPassword, verifyPassword } from "../auth/password.js";
import { clearSessionCookie } from "../auth/session-cookie.js";
import { revokeSession, revokeUserSessions } from "../auth/sessions.js";
import { signIn } from "../auth/sign-in.js";
import { clientIp, forget, releaseSlots, throttle, throttles } from "../auth/throttle.js";
import { hashToken } from "../auth/tokens.js";
import {
  appLink,
  consumeUserToken,
  issueUserToken,
  RESET_TOKEN_TTL_MS,
  voidUserTokens,
} from "../auth/user-tokens.js";
import { database } from "../db/client.js";
import {
  findUserByEmail,
  findUserByGoogleSubject,
  findUserById,
  insertUser,
  isUniqueViolation,
  toWireUser,
  updateUser,
} from "../db/queries/users.js";
import type { AppEnv } from "../env.js";
import { readConfig, siteOrigin } from "../env.js";
import { ApiError } from "../http/api-error.js";
import { json } from "../http/validate.js";
import { sendConfirmationMail } from "../mail/confirmation-mail.js";
import { passwordResetMail } from "../mail/mail-templates.js";
import { mailerFor } from "../mail/mailer.js";
import { assertSameOrigin, readCredentials, requireAuth, sameOriginIfGiven } from "../middleware/auth.js";

/** Sign-up, sign-in and the mailed single-use links: /api/auth/... */
export const auth = new Hono<AppEnv>();

const emailTaken = () =>
  new ApiError("EMAIL_TAKEN", "An account with this email already exists", [
    { field: "email", message: "An account with this email already exists" },
  ]);
const badLink = (what: string) =>
  new ApiError("VALIDATION_FAILED", `This ${what} link is invalid or has expired.`, [
    { field: "token", message: `This ${what} link is invalid or has expired.` },
  ]);
const unconfirmedAccount = () =>
  new ApiError(
    "EMAIL_TAKEN",
    "An account with this email already exists and its address is not confirmed. Sign in with your password, or confirm the address with a password reset link, before using Google sign-in.",
  );
const FORGOT_MESSAGE = "If an account exists for this email, we have sent password reset instructions to it.";

/** A hash computed for nothing, so an unknown e-mail costs as much time as a wrong password. */
let decoy: Promise<{ hash: string; salt: string }> | undefined;
async function burnPasswordCheck(password: string) {
  decoy ??= hashPassword("decoy-password-0");
  const { hash, salt } = await decoy;
  await verifyPassword(password, hash, salt);
  return false;
}

auth.post("/register", sameOriginIfGiven, ...json(registerRequestSchema), async (c) => {
  const body = c.req.valid("json");
  const db = database(c.env.DB);
  const config = readConfig(c.env);
  const ip = clientIp(c.req.raw.headers);
  const slot = await throttle(db, throttles.signUp(config, ip));
  if (config.REQUIRE_EMAIL_VERIFICATION) {
    // Before the account exists: a refused confirmation mail must not leave an account behind.
    await throttle(db, throttles.confirmationMail(config, body.email, ip)).catch(async (err) => {
      await releaseSlots(db, slot);
      throw err;
    });
  }
  if (await findUserByEmail(db, body.email)) throw emailTaken();
  const { hash, salt } = await hashPassword(body.password);
  const user = await insertUser(db, {
    email: body.email,
    passwordHash: hash,
    passwordSalt: salt,
    firstName: body.firstName,
    lastName: body.lastName,
    plan: config.DEFAULT_PLAN,
  }).catch((err) => {
    throw isUniqueViolation(err) ? emailTaken() : err;
  });

  if (config.REQUIRE_EMAIL_VERIFICATION) {
    await sendConfirmationMail(c.env, db, c.req.url, {
      userId: user.id,
      email: user.email,
      reason: "register",
    });
    const body: RegisterResponse = {
      success: true,
      user: toWireUser(user),
      message: "Registration successful. Please check your email and confirm your address to sign in.",
      needsConfirmation: true,
    };
    return c.json(body, 201);
  }
  const signedIn = await signIn(c, db, user, {
    rememberMe: body.rememberMe,
    message: "Registration successful",
  });
  return c.json({ ...signedIn, needsConfirmation: false } satisfies RegisterResponse, 201);
});

auth.post("/login", sameOriginIfGiven, ...json(loginRequestSchema), async (c) => {
  const body = c.req.valid("json");
  const db = database(c.env.DB);
  const config = readConfig(c.env);
  // The attempt takes its slot before the password is checked: parallel attempts cannot all pass.
  const slot = await throttle(db, throttles.login(config, body.email, clientIp(c.req.raw.headers)));

  const user = await findUserByEmail(db, body.email);
  const ok =
    user?.passwordHash && user.passwordSalt
      ? await verifyPassword(body.password, user.passwordHash, user.passwordSalt)
      : await burnPasswordCheck(body.password);
  if (!user || !ok) throw new ApiError("INVALID_CREDENTIALS", "Invalid credentials");
  // A successful sign-in forgives its address's failures and does not count against its IP.
  await forget(db, "login:email", body.email);
  await releaseSlots(db, slot);
  if (config.REQUIRE_EMAIL_VERIFICATION && !user.emailVerified) {
    throw new ApiError(
      "FORBIDDEN",
      "Please confirm your email address first: follow the link we sent to your inbox, then sign in.",
    );
  }
  return c.json(await signIn(c, db, user, { rememberMe: body.rememberMe, message: "Login successful" }));
});

auth.post("/google-login", sameOriginIfGiven, ...json(googleLoginRequestSchema), async (c) => {
  const body = c.req.valid("json");
  const config = readConfig(c.env);
  const google = await verifyGoogleIdToken(body.idToken, {
    clientId: config.GOOGLE_CLIENT_ID,
    jwksUrl: config.GOOGLE_JWKS_URL,
  });
  const db = database(c.env.DB);
  let user = await findUserByGoogleSubject(db, google.subject);
  if (!user) {
    const byEmail = await findUserByEmail(db, google.email);
    if (byEmail) {
      // Linking an existing account needs Google's word that the address belongs to this person,
      // and the account's own proof of it: else whoever signed up with that address first (and
      // their password and sessions) would get this person's Google sign-ins.
      if (!google.emailVerified) throw emailTaken();
      if (!byEmail.emailVerified) throw unconfirmedAccount();
      user = await updateUser(db, byEmail.id, { googleSubject: google.subject });
    } else {
      const local = google.email.split("@")[0] ?? "User";
      user = await insertUser(db, {
        email: google.email,
        firstName: google.firstName || local.slice(0, 100),
        lastName: google.lastName || "",
        googleSubject: google.subject,
        emailVerified: google.emailVerified,
        plan: config.DEFAULT_PLAN,
      }).catch((err) => {
        throw isUniqueViolation(err) ? emailTaken() : err;
      });
    }
  }
  if (config.REQUIRE_EMAIL_VERIFICATION && !user.emailVerified) {
    throw new ApiError("FORBIDDEN", "Google login failed: your Google email address is not verified.");
  }
  return c.json(await signIn(c, db, user, { rememberMe: body.rememberMe, message: "Login successful" }));
});

/** Revokes the presented session (if any) and clears the cookie; succeeds when already signed out. */
auth.post("/logout", async (c) => {
  const credentials = readCredentials(c);
  if (credentials) {
    if (credentials.via === "cookie") assertSameOrigin(c);
    await revokeSession(database(c.env.DB), await hashToken(credentials.token));
  }
  clearSessionCookie(c);
  return c.json({ success: true, message: "Logged out successfully" } satisfies MessageResponse);
});

auth.get("/me", requireAuth(), async (c) => {
  return c.json({ success: true as const, user: toWireUser(c.get("auth").user) });
});

/**
 * Same answer for known and unknown addresses, in the same time: the throttle counts the address
 * either way, and a known one's single-use 1-hour link is made and mailed after the answer.
 */
auth.post("/forgot-password", ...json(forgotPasswordRequestSchema), async (c) => {
  const body = c.req.valid("json");
  const db = database(c.env.DB);
  await throttle(db, throttles.passwordReset(readConfig(c.env), body.email, clientIp(c.req.raw.headers)));
  const origin = siteOrigin(c.env, c.req.url);
  const mailLink = async () => {
    const user = await findUserByEmail(db, body.email);
    if (!user) return;
    const token = await issueUserToken(db, {
      userId: user.id,
      purpose: "password_reset",
      ttlMs: RESET_TOKEN_TTL_MS,
      email: user.email,
    });
    await mailerFor(c.env).send(passwordResetMail(user.email, appLink(origin, "/reset-password", token)));
  };
  c.executionCtx.waitUntil(
    mailLink().catch((err) => console.error(`[${c.get("requestId")}] password reset mail failed`, err)),
  );
  return c.json({ success: true, message: FORGOT_MESSAGE } satisfies MessageResponse);
});

/** Sets a new password from a reset link; every session and every API key of the account is revoked. */
auth.post("/reset-password", ...json(resetPasswordRequestSchema), async (c) => {
  const body = c.req.valid("json");
  const db = database(c.env.DB);
  const token = await consumeUserToken(db, body.token, "password_reset");
  const user = token ? await findUserById(db, token.userId) : undefined;
  if (!token || !user) throw badLink("password reset");
  const { hash, salt } = await hashPassword(body.newPassword);
  // The link reached the account's address, which proves the address.
  const provesEmail = token.email === user.email;
  await updateUser(db, user.id, {
    passwordHash: hash,
    passwordSalt: salt,
    ...(provesEmail ? { emailVerified: true } : {}),
  });
  await voidUserTokens(db, user.id, "password_reset");
  await revokeUserSessions(db, user.id);
  // Whoever held the account before the reset (someone who signed up with this address first,
  // say) loses its keys too.
  await revokeUserApiKeys(db, user.id);
  return c.json({
    success: true,
    message: "Your password has been reset. Please sign in with your new password.",
  } satisfies MessageResponse);
});

/** Confirms an address: the account's own (sign-up) or a new one (e-mail change). */
auth.post("/verify-email", ...json(verifyEmailRequestSchema), async (c) => {
  const body = c.req.valid("json");
  const db = database(c.env.DB);
  const token = await consumeUserToken(db, body.token, "email_verification");
  const user = token ? await findUserById(db, token.userId) : undefined;
  if (!token?.email || !user) throw badLink("confirmation");
  if (token.email === user.email) {
    await updateUser(db, user.id, { emailVerified: true });
  } else {
    if (user.pendingEmail !== token.email) throw badLink("confirmation");
    const owner = await findUserByEmail(db, token.email);
    if (owner && owner.id !== user.id) throw emailTaken();
    await updateUser(db, user.id, { email: token.email, pendingEmail: null, emailVerified: true }).catch(
      (err) => {
        throw isUniqueViolation(err) ? emailTaken() : err;
      },
    );
  }
  return c.json({
    success: true,
    message: "Your email address has been confirmed.",
  } satisfies MessageResponse);
});
