/**
 * Page allowances in words (the numbers come from the contract, contract/src/plans.ts):
 * '3 of 5 pages used today, renews at 14:05' and the refusal at 100%.
 */
import {
  allowanceText,
  intervalOfWindow,
  planName,
  type QuotaDetail,
  type Usage,
  WINDOW_WORDS,
} from "@statement-converter/contract";

/** '14:05' when it is within the next 24 hours, else 'Dec 1, 14:05' (24-hour clock, in `timeZone`). */
export function formatRenewal(iso: string, now: Date = new Date(), timeZone = "UTC"): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const time = new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  }).format(at);
  if (at.getTime() - now.getTime() < 24 * 60 * 60 * 1000) return time;
  const day = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone }).format(at);
  return `${day}, ${time}`;
}

/** '3 of 5 pages used today, renews at 14:05'; unmetered plans: '12 pages used this month'. */
export function usageLine(usage: Usage, now: Date = new Date(), timeZone = "UTC"): string {
  const period = WINDOW_WORDS[usage.window];
  const count =
    usage.limit === null
      ? `${usage.used.toLocaleString("en-US")} page${usage.used === 1 ? "" : "s"} used ${period}`
      : `${usage.used.toLocaleString("en-US")} of ${usage.limit.toLocaleString("en-US")} pages used ${period}`;
  return usage.renewsAt ? `${count}, renews at ${formatRenewal(usage.renewsAt, now, timeZone)}` : count;
}

/** How full the allowance is, 0..1 (0 for unmetered plans). */
export function usageFraction(usage: Pick<Usage, "used" | "limit">): number {
  if (usage.limit === null || usage.limit <= 0) return 0;
  return Math.min(1, usage.used / usage.limit);
}

/** At 80% and above the converter warns once; at 100% it refuses and links to pricing. */
export const WARN_AT = 0.8;

/** The 402 QUOTA_EXCEEDED refusal in the user's words. */
export function quotaMessage(quota: QuotaDetail, now: Date = new Date(), timeZone = "UTC"): string {
  const allowance = `${allowanceText(quota.plan, intervalOfWindow(quota.window))} on the ${planName(quota.plan)} plan`;
  const head =
    quota.requested > quota.limit
      ? `This file has ${quota.requested} pages, more than your whole allowance (${allowance}).`
      : `You have used ${quota.used} of your ${quota.limit} pages (${allowance})${quota.requested > 1 ? `, and this file has ${quota.requested} pages` : ""}.`;
  const renews = quota.renewsAt
    ? ` Your allowance renews at ${formatRenewal(quota.renewsAt, now, timeZone)}.`
    : "";
  const more =
    quota.plan === "anonymous"
      ? "Create a free account for more pages."
      : "Upgrade your plan to convert more now.";
  return `${head}${renews} ${more}`;
}
