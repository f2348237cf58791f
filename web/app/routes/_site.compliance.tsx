import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { LegalPage } from "~/components/legal-page";
import { pageMeta } from "~/utils/meta";
import { PRIVACY_EMAIL } from "~/utils/site";

export const meta: MetaFunction = () =>
  pageMeta(
    "Compliance & Security",
    "How Statement Converter protects bank statement data: encryption, deletion, access control and certifications.",
  );

export default function Compliance() {
  return (
    <LegalPage
      title="Compliance & Security"
      intro="Bank statements are among the most sensitive documents there are. Here is how we protect them, in specifics."
    >
      <h2>Data minimisation</h2>
      <ul>
        <li>
          <strong>Files deleted after processing.</strong> The uploaded PDF is deleted from storage as soon as
          its transactions have been extracted successfully.
        </li>
        <li>
          <strong>24-hour clean-up.</strong> An automatic job runs every hour and deletes any uploaded file
          that was not processed successfully within 24 hours (for example a password-protected statement that
          never received its password).
        </li>
        <li>
          <strong>Only what you need.</strong> We store the extracted transactions and statement summary you
          asked for, with the account number masked as printed (for example ****1234).
        </li>
      </ul>

      <h2>Encryption</h2>
      <ul>
        <li>
          All traffic is encrypted in transit with TLS (256-bit SSL) between your browser and our servers.
        </li>
        <li>Data at rest in Cloudflare D1 and R2 is encrypted by the platform.</li>
      </ul>

      <h2>Accounts and access</h2>
      <ul>
        <li>Passwords are stored only as salted PBKDF2-SHA256 hashes with 100,000 iterations.</li>
        <li>
          Sessions use random 256-bit keys; we store only their SHA-256 hash. Sessions expire after 24 hours
          (30 days with "Remember me") and are revoked at logout, on password reset and on account deletion.
        </li>
        <li>
          The website's session cookie is HttpOnly and SameSite=Lax, and every state-changing request made
          with it must come from our own site (Origin check), which blocks cross-site request forgery.
        </li>
        <li>Repeated failed sign-ins are throttled per e-mail address and per IP address.</li>
        <li>
          Every account sees only its own conversions; another account's conversion answers "not found".
        </li>
        <li>Password reset links are single-use and expire after 1 hour.</li>
      </ul>

      <h2>Infrastructure and certifications</h2>
      <p>
        The service runs entirely on Cloudflare's platform (Pages, Workers, D1 and R2). Physical, network and
        hardware security are inherited from Cloudflare, which maintains SOC 2 Type II and ISO/IEC 27001
        certifications for its platform. Our own controls (access management, change review, logging with
        request identifiers, incident response) follow the SOC 2 trust services criteria and ISO 27001 Annex
        A, and are reviewed at least yearly.
      </p>

      <h2>Traceability</h2>
      <p>
        Every API response carries a request identifier. If you report a problem, quoting it lets us find the
        exact request in our logs without looking at your data.
      </p>

      <h2>Your data, your control</h2>
      <p>
        Export everything as JSON, delete single conversions, or delete your account and all its data at any
        time. See the <Link to="/privacy">Privacy Policy</Link> and <Link to="/gdpr">GDPR</Link> pages.
      </p>

      <h2>Security questionnaires and reports</h2>
      <p>
        For vendor assessments, a data processing agreement or to report a vulnerability, write to{" "}
        <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>. We answer security reports within 24 hours.
      </p>
    </LegalPage>
  );
}
