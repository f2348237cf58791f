import { appLink, issueUserToken, VERIFY_TOKEN_TTL_MS } from "../auth/user-tokens.js";
import type { Db } from "../db/client.js";
import { type Bindings, siteOrigin } from "../env.js";
import { confirmEmailMail } from "./mail-templates.js";
import { mailerFor } from "./mailer.js";

/**
 * Mails `email` a single-use link that confirms it for the user (a new account, a resend, or an
 * address the profile changes to): the token, the site's `/verify-email` link and the mail.
 */
export async function sendConfirmationMail(
  env: Bindings,
  db: Db,
  requestUrl: string,
  to: { userId: string; email: string; reason: Parameters<typeof confirmEmailMail>[2] },
): Promise<void> {
  const token = await issueUserToken(db, {
    userId: to.userId,
    purpose: "email_verification",
    ttlMs: VERIFY_TOKEN_TTL_MS,
    email: to.email,
  });
  const link = appLink(siteOrigin(env, requestUrl), "/verify-email", token);
  await mailerFor(env).send(confirmEmailMail(to.email, link, to.reason));
}
