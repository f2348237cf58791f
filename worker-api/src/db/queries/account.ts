import { eq, inArray, or } from "drizzle-orm";
import type { Db } from "../client.js";
import {
  contactMessages,
  conversions,
  mailOutbox,
  newsletterSubscribers,
  pageUsage,
  rateEvents,
  sessions,
  transactions,
  users,
  userTokens,
} from "../schema.js";
import type { UserRow } from "./users.js";

/**
 * Deletes the account and every row it owns, in one D1 transaction: conversions and their
 * rows, sessions, links, contact messages, the newsletter subscription, throttle records, the
 * pages counted against its allowance and the mails sent to its addresses.
 */
export async function deleteAccountRows(db: Db, user: UserRow) {
  const addresses = [user.email, ...(user.pendingEmail ? [user.pendingEmail] : [])];
  const ownConversions = db
    .select({ id: conversions.id })
    .from(conversions)
    .where(eq(conversions.userId, user.id));
  await db.batch([
    db.delete(transactions).where(inArray(transactions.conversionId, ownConversions)),
    db.delete(conversions).where(eq(conversions.userId, user.id)),
    db.delete(sessions).where(eq(sessions.userId, user.id)),
    db.delete(userTokens).where(eq(userTokens.userId, user.id)),
    db
      .delete(contactMessages)
      .where(or(eq(contactMessages.userId, user.id), eq(contactMessages.email, user.email))),
    db.delete(newsletterSubscribers).where(inArray(newsletterSubscribers.email, addresses)),
    db.delete(rateEvents).where(inArray(rateEvents.key, addresses)),
    db.delete(pageUsage).where(eq(pageUsage.subject, user.id)),
    db.delete(mailOutbox).where(inArray(mailOutbox.to, addresses)),
    db.delete(users).where(eq(users.id, user.id)),
  ]);
}
