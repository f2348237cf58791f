import type { Context } from "hono";
import { clientIp } from "../auth/throttle.js";
import { database } from "../db/client.js";
import type { AppEnv } from "../env.js";
import { type Bindings, readConfig, siteOrigin } from "../env.js";
import { quotaNoticeMail } from "../mail/mail-templates.js";
import { mailerFor } from "../mail/mailer.js";
import type { Auth } from "../middleware/auth.js";
import { charge, claimQuotaNotice, type MeterState, meterState, settleUser } from "./usage.js";
import { visitorSubject } from "./visitor-key.js";

/**
 * The caller's meter at `now`: the account's (a due downgrade applied first), else the visitor's,
 * named by the keyed hash of the client IP.
 */
export async function callerMeter<E extends AppEnv>(
  c: Context<E>,
  auth: Auth | null,
  now: Date,
): Promise<MeterState> {
  if (!auth) {
    const subject = await visitorSubject(readConfig(c.env).USAGE_HASH_KEY, clientIp(c.req.raw.headers));
    return meterState({ kind: "visitor", subject }, now);
  }
  const user = await settleUser(database(c.env.DB), auth.user, now);
  return meterState({ kind: "user", user }, now);
}

/**
 * Counts a successful run's pages (402 QUOTA_EXCEEDED when they do not fit) and, the first time
 * in a window an account reaches 80% of its allowance, e-mails it through the outbox.
 */
export async function chargeRun<E extends AppEnv>(
  c: Context<E>,
  state: MeterState,
  auth: Auth | null,
  pages: number,
  conversionId: string | null,
) {
  const origin = siteOrigin(c.env, c.req.url);
  return chargeAccount(c.env, state, auth?.user.email ?? null, pages, conversionId, origin);
}

/**
 * chargeRun for a run outside a request (a background job): `email` is the account's (null for a
 * visitor's IP), `origin` the site's, for the notice's link.
 */
export async function chargeAccount(
  env: Bindings,
  state: MeterState,
  email: string | null,
  pages: number,
  conversionId: string | null,
  origin: string,
) {
  const now = Date.now();
  const charged = await charge(env.DB, state, pages, conversionId, now);
  if (email && (await claimQuotaNotice(env.DB, state, charged.used, now))) {
    await mailerFor(env).send(quotaNoticeMail(email, state, charged.used, `${origin}/pricing`));
  }
  return charged;
}
