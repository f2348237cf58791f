import { Link } from "@remix-run/react";
import { LockIcon, ShieldIcon } from "lucide-react";
import { FOOTER_GROUPS, SITE_NAME, SUPPORT_EMAIL, TRUST_BADGES } from "~/utils/site";
import { Logo } from "./logo";

/** Product, Company and Legal link groups, and the three badges. */
export function SiteFooter() {
  return (
    <footer className="footer on-dark">
      <div className="container">
        <div className="footer__grid">
          <div className="footer__about">
            <Logo />
            <p>
              Bank statement PDFs to clean CSV, Excel and JSON for accountants, bookkeepers and finance teams.
              Files are deleted after processing.
            </p>
            <p>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </p>
            <ul className="footer__badges" aria-label="Security">
              {TRUST_BADGES.map((badge) => (
                <li key={badge} className="footer__badge">
                  {badge === "256-bit SSL" ? <LockIcon size={14} /> : <ShieldIcon size={14} />}
                  {badge}
                </li>
              ))}
            </ul>
          </div>
          {FOOTER_GROUPS.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h2>{group.title}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.label}>
                    {link.external ? (
                      <a href={link.to} target="_blank" rel="noreferrer noopener">
                        {link.label}
                      </a>
                    ) : (
                      <Link to={link.to}>{link.label}</Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="footer__bottom">
          <span>
            &copy; {new Date().getUTCFullYear()} {SITE_NAME}. All rights reserved.
          </span>
          <span>Made for accountants who would rather not retype statements.</span>
        </div>
      </div>
    </footer>
  );
}
