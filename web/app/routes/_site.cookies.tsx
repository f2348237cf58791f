import type { MetaFunction } from "@remix-run/cloudflare";
import { LegalPage } from "~/components/legal-page";
import { SITE_COOKIES } from "~/utils/cookies";
import { pageMeta } from "~/utils/meta";
import { PRIVACY_EMAIL } from "~/utils/site";

export const meta: MetaFunction = () =>
  pageMeta(
    "Cookie Policy",
    "The cookies Statement Converter sets: three, all for the site to work. No tracking or advertising cookies.",
  );

export default function Cookies() {
  return (
    <LegalPage
      title="Cookie Policy"
      intro="We use as few cookies as possible: only the ones the site needs to work. No tracking, analytics or advertising cookies."
    >
      <h2>The cookies we set</h2>
      <table>
        <thead>
          <tr>
            <th>Name</th>
            <th>Purpose</th>
            <th>Duration</th>
            <th>Type</th>
          </tr>
        </thead>
        <tbody>
          {SITE_COOKIES.map((c) => (
            <tr key={c.name}>
              <td>
                <code>{c.name}</code>
              </td>
              <td>{c.purpose}</td>
              <td>{c.duration}</td>
              <td>{c.kind}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        The session cookie is <code>HttpOnly</code> (page scripts cannot read it) and{" "}
        <code>SameSite=Lax</code>, and is sent only over HTTPS outside local development. Your sign-in token
        is never kept in the browser's local storage.
      </p>

      <h2>Third-party cookies</h2>
      <p>
        None by default. If you choose "Sign in with Google", Google's sign-in window may set its own cookies
        under Google's privacy policy. Our infrastructure provider Cloudflare may set strictly necessary
        security cookies (for example to tell people from bots) under its cookie policy.
      </p>

      <h2>Your choices</h2>
      <p>
        Because these cookies are needed for signing in and for the site to work, we do not ask for consent to
        them. You can block or delete cookies in your browser settings; you will then be signed out and need
        to sign in again. Questions: <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>.
      </p>
    </LegalPage>
  );
}
