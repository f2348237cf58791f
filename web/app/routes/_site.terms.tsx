import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { LegalPage } from "~/components/legal-page";
import { pageMeta } from "~/utils/meta";
import { SUPPORT_EMAIL } from "~/utils/site";

export const meta: MetaFunction = () =>
  pageMeta(
    "Terms of Service",
    "The terms for using Statement Converter: accounts, plans, acceptable use and responsibilities.",
  );

export default function Terms() {
  return (
    <LegalPage
      title="Terms of Service"
      intro="The agreement between you and Statement Converter when you use the website, the API or the command-line tool."
    >
      <h2>1. The service</h2>
      <p>
        Statement Converter extracts transactions from bank statement files you upload and lets you review and
        export them as CSV, Excel or JSON. The service is provided through the website, an HTTP API and a
        command-line tool.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>You must give a valid e-mail address and keep your password confidential.</li>
        <li>
          You are responsible for activity under your account, including API use with your access tokens.
        </li>
        <li>One person per account; teams use the team features of the Professional plan or above.</li>
      </ul>

      <h2>3. Plans, limits and payment</h2>
      <ul>
        <li>
          Plans and their page allowances are listed on the <Link to="/pricing">pricing page</Link>. Each
          processed PDF page counts as one page.
        </li>
        <li>
          When you reach your allowance, processing pauses until the next cycle or until you upgrade. We
          notify you as you approach the limit.
        </li>
        <li>Upgrades apply immediately; downgrades apply at the next billing cycle.</li>
        <li>
          Paid plans come with a 30-day money-back guarantee: if you are not satisfied, ask within 30 days of
          your first payment for a full refund.
        </li>
      </ul>

      <h2>4. Your content</h2>
      <p>
        You keep all rights to the statements you upload and the data extracted from them. You give us
        permission to process them only to provide the service to you. You confirm that you are entitled to
        upload each statement, including statements of your clients, and that doing so complies with the law
        and your professional obligations. How we handle this data is set out in the{" "}
        <Link to="/privacy">Privacy Policy</Link>.
      </p>

      <h2>5. Accuracy</h2>
      <p>
        Extraction is automated. We check each statement against its own balances and report statements that
        do not reconcile, but you remain responsible for reviewing the data before relying on it in accounts,
        tax returns or advice. Scanned or image-only statements cannot be read and are reported as such.
      </p>

      <h2>6. Acceptable use</h2>
      <ul>
        <li>Do not upload files you have no right to process, or files containing malware.</li>
        <li>
          Do not try to access other users' data, probe or overload the service, or get around rate limits.
        </li>
        <li>Automated use is welcome through the API and the command-line tool within your plan.</li>
      </ul>

      <h2>7. Availability and changes</h2>
      <p>
        We aim for the service to be available at all times but do not guarantee uninterrupted operation. We
        may change features; when a change materially reduces what a paid plan offers, we tell you in advance
        and you may cancel with a pro-rata refund.
      </p>

      <h2>8. Ending the agreement</h2>
      <p>
        You may delete your account at any time from your Profile; this deletes your data as described in the
        Privacy Policy. We may suspend accounts that breach these terms, after notice where possible.
      </p>

      <h2>9. Liability</h2>
      <p>
        To the extent the law allows, our total liability for any claim is limited to the amount you paid us
        in the 12 months before the claim, and we are not liable for indirect or consequential loss. Nothing
        in these terms limits liability that cannot be limited by law.
      </p>

      <h2>10. Contact</h2>
      <p>
        Questions about these terms: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or our{" "}
        <Link to="/contact">contact form</Link>.
      </p>
    </LegalPage>
  );
}
