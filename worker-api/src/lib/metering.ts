import type { Context } from "hono";
import type { AppEnv } from "../app.js";
import { database } from "../db/client.js";
import { readConfig, siteOrigin } from "../env.js";
import type { Auth } from "../middleware/auth.js";
import { quotaNoticeMail } from "./mail-templates.js";
import { mailerFor } from "./mailer.js";
import { clientIp } from "./throttle.js";
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
  const now = Date.now();
  const charged = await charge(c.env.DB, state, pages, conversionId, now);
  if (auth && (await claimQuotaNotice(c.env.DB, state, charged.used, now))) {
    const pricing = `${siteOrigin(c.env, c.req.url)}/pricing`;
    await mailerFor(c.env).send(quotaNoticeMail(auth.user.email, state, charged.used, pricing));
  }
  return charged;
}
