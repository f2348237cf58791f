import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { LegalPage } from "~/components/legal-page";
import { pageMeta } from "~/utils/meta";
import { PRIVACY_EMAIL } from "~/utils/site";

export const meta: MetaFunction = () =>
  pageMeta(
    "GDPR",
    "How Statement Converter meets the GDPR: roles, legal bases, sub-processors, transfers and your rights.",
  );

export default function Gdpr() {
  return (
    <LegalPage
      title="GDPR"
      intro="How we meet the EU and UK General Data Protection Regulation, for you as an account holder and for the clients whose statements you convert."
    >
      <h2>Roles</h2>
      <ul>
        <li>
          <strong>Your account data</strong> (name, e-mail, sign-in data): we are the controller.
        </li>
        <li>
          <strong>The statements you upload</strong> and the transactions extracted from them: you (or your
          firm) are the controller and we are your processor under Article 28. We process them only to provide
          the conversion you asked for, never for our own purposes and never to train models.
        </li>
      </ul>

      <h2>Legal bases</h2>
      <ul>
        <li>Providing your account and conversions: performance of a contract (Art. 6(1)(b)).</li>
        <li>
          Throttling failed sign-ins and keeping the service secure: legitimate interests (Art. 6(1)(f)).
        </li>
        <li>The newsletter: your consent (Art. 6(1)(a)), which you can withdraw at any time.</li>
      </ul>

      <h2>Retention</h2>
      <ul>
        <li>
          Uploaded statement files: deleted as soon as processing succeeds; otherwise automatically after 24
          hours.
        </li>
        <li>Conversion results: until you delete them or your account.</li>
        <li>Sessions: 24 hours, or 30 days with "Remember me".</li>
        <li>
          Full details are in the <Link to="/privacy">Privacy Policy</Link>.
        </li>
      </ul>

      <h2>Sub-processors and transfers</h2>
      <table>
        <thead>
          <tr>
            <th>Sub-processor</th>
            <th>Service</th>
            <th>Transfer safeguard</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Cloudflare, Inc.</td>
            <td>Hosting of the website, API, database (D1) and temporary file storage (R2)</td>
            <td>EU Standard Contractual Clauses and the EU-US Data Privacy Framework</td>
          </tr>
          <tr>
            <td>Google LLC (only with "Sign in with Google")</td>
            <td>Identity confirmation</td>
            <td>EU Standard Contractual Clauses and the EU-US Data Privacy Framework</td>
          </tr>
        </tbody>
      </table>
      <p>We tell customers with a data processing agreement about new sub-processors 30 days in advance.</p>

      <h2>Your rights, and how to use them</h2>
      <table>
        <thead>
          <tr>
            <th>Right</th>
            <th>How</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Access and portability (Art. 15, 20)</td>
            <td>
              Profile, Export Data: a complete JSON file of your profile and every conversion with its
              transactions
            </td>
          </tr>
          <tr>
            <td>Rectification (Art. 16)</td>
            <td>
              Profile: change your name and e-mail address; correct extracted transactions on the results
              screen
            </td>
          </tr>
          <tr>
            <td>Erasure (Art. 17)</td>
            <td>
              Delete single conversions from History, or your whole account from your Profile (immediate)
            </td>
          </tr>
          <tr>
            <td>Objection and restriction (Art. 18, 21)</td>
            <td>
              Write to <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>
            </td>
          </tr>
        </tbody>
      </table>
      <p>
        We answer requests within one month. You may also complain to your local data protection authority.
      </p>

      <h2>For accounting firms</h2>
      <p>
        When your clients' customers exercise their rights, you can answer quickly: find the client's
        conversions in your history, export them, or delete them. A data processing agreement is available on
        request from <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>.
      </p>
    </LegalPage>
  );
}
