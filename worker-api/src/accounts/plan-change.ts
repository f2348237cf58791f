import { type AccountPlan, type BillingInterval, changePlan } from "@statement-converter/contract";
import { eq } from "drizzle-orm";
import { planStateOf } from "../allowance/usage.js";
import type { Db } from "../db/client.js";
import type { UserRow } from "../db/queries/users.js";
import { users } from "../db/schema.js";

/**
 * Moves an account to `plan` (no payments yet: the operator script and the development route
 * call this): an upgrade at once, a downgrade at the end of the billing period.
 */
export async function moveToPlan(
  db: Db,
  user: UserRow,
  plan: AccountPlan,
  interval?: BillingInterval,
  now = new Date(),
) {
  const { applied, ...state } = changePlan(planStateOf(user), plan, now, interval);
  const [row] = await db.update(users).set(state).where(eq(users.id, user.id)).returning();
  if (!row) throw new Error(`user ${user.id} vanished during a plan change`);
  return { user: row, applied };
}
