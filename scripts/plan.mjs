#!/usr/bin/env node
// `npm run plan -- EMAIL PLAN [--yearly|--monthly] [--remote] [--persist-to DIR]`: moves an account
// to a plan, as the pricing FAQ says: an upgrade applies at once, a downgrade at the end of the
// current billing period (there are no payments yet: this is the operator's tool). Works on the
// local D1 database of `npm start` unless --remote (the deployed database, through wrangler).
import { ACCOUNT_PLANS, changePlan } from "@statement-converter/sdk/contract";
import { d1Execute } from "./stack.mjs";

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const persistTo = option("--persist-to");
const positional = args.filter((a, i) => !a.startsWith("--") && args[i - 1] !== "--persist-to");
const [email, plan] = positional;

function usage(message) {
  console.error(
    `${message}\nUsage: npm run plan -- EMAIL PLAN [--yearly|--monthly] [--remote] [--persist-to DIR]`,
  );
  console.error(`Plans: ${ACCOUNT_PLANS.join(", ")}`);
  process.exit(2);
}
if (!email || !plan) usage("An e-mail address and a plan are needed.");
if (!ACCOUNT_PLANS.includes(plan)) usage(`Unknown plan "${plan}".`);
const interval = flag("--yearly") ? "yearly" : flag("--monthly") ? "monthly" : undefined;

const quote = (v) => (v === null || v === undefined ? "NULL" : `'${String(v).replaceAll("'", "''")}'`);
const remoteArgs = { remote: flag("--remote") };

async function sql(command) {
  const out = await d1Execute(command, { persistTo, json: true, ...remoteArgs });
  const start = out.indexOf("[");
  return JSON.parse(out.slice(start))[0]?.results ?? [];
}

const [row] = await sql(
  `SELECT id, plan, billing_interval, billing_cycle_start, created_at, pending_plan, pending_plan_at FROM users WHERE email = ${quote(email.trim().toLowerCase())}`,
);
if (!row) {
  console.error(`No account with the e-mail address ${email}.`);
  process.exit(1);
}
const current = {
  plan: row.plan,
  billingInterval: row.billing_interval,
  billingCycleStart: row.billing_cycle_start ?? row.created_at,
  pendingPlan: row.pending_plan,
  pendingPlanAt: row.pending_plan_at,
};
const next = changePlan(current, plan, new Date(), interval);
await sql(
  `UPDATE users SET plan = ${quote(next.plan)}, billing_interval = ${quote(next.billingInterval)}, billing_cycle_start = ${quote(next.billingCycleStart)}, pending_plan = ${quote(next.pendingPlan)}, pending_plan_at = ${quote(next.pendingPlanAt)} WHERE id = ${quote(row.id)}`,
);
console.log(
  next.applied === "now"
    ? `${email}: now on ${next.plan} (${next.billingInterval}), billing cycle from ${next.billingCycleStart}.`
    : `${email}: stays on ${next.plan} until ${next.pendingPlanAt}, then moves to ${next.pendingPlan}.`,
);
