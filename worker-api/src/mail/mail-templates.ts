import { allowanceText, type BillingInterval, type PlanId, planName } from "@statement-converter/contract";
import type { Mail } from "./mailer.js";

/** The texts of the mails the API sends. Each carries one link. */

export function passwordResetMail(to: string, link: string): Mail {
  return {
    to,
    subject: "Reset your Statement Converter password",
    text: [
      "Someone (hopefully you) asked to reset the password of your Statement Converter account.",
      "",
      `Choose a new password here (the link works once, for one hour): ${link}`,
      "",
      "Choosing a new password signs out every session of the account and revokes all of its API keys: scripts that use them will need a new key.",
      "",
      "If you did not ask for this, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
    links: [link],
  };
}

const CONFIRM_INTROS = {
  register: "Welcome to Statement Converter! Please confirm your e-mail address to finish signing up.",
  change: "You asked to change the e-mail address of your Statement Converter account to this one.",
  confirm: "Please confirm the e-mail address of your Statement Converter account.",
} as const;

export function confirmEmailMail(to: string, link: string, reason: keyof typeof CONFIRM_INTROS): Mail {
  const intro = CONFIRM_INTROS[reason];
  return {
    to,
    subject: "Confirm your e-mail address",
    text: [intro, "", `Confirm it here (the link works once, for 24 hours): ${link}`].join("\n"),
    links: [link],
  };
}

/** At 80% of a window's pages (once per window). */
export function quotaNoticeMail(
  to: string,
  usage: { plan: PlanId; billingInterval: BillingInterval; limit: number | null },
  used: number,
  pricingLink: string,
): Mail {
  const allowance = `${allowanceText(usage.plan, usage.billingInterval)} on the ${planName(usage.plan)} plan`;
  return {
    to,
    subject: "You have used most of your page allowance",
    text: [
      `You have used ${used} of your ${usage.limit} pages (${allowance}).`,
      "When the allowance is used up, conversions pause until it renews or you upgrade.",
      "",
      `See the plans: ${pricingLink}`,
    ].join("\n"),
    links: [pricingLink],
  };
}
