import { NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { formatLongDate } from "~/utils/format";

const LEGAL_LINKS = [
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
  { to: "/cookies", label: "Cookie Policy" },
  { to: "/compliance", label: "Compliance & Security" },
  { to: "/gdpr", label: "GDPR" },
];

export const LEGAL_UPDATED = "2026-11-01";

/** The frame of the five legal pages: title band, side navigation between them, the text. */
export function LegalPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <>
      <section className="page-hero on-dark">
        <div className="container">
          <span className="eyebrow">Legal</span>
          <h1>{title}</h1>
          <p>{intro}</p>
        </div>
      </section>
      <div className="section">
        <div className="container legal-layout">
          <nav className="legal-nav" aria-label="Legal">
            <ul>
              {LEGAL_LINKS.map((l) => (
                <li key={l.to}>
                  <NavLink to={l.to}>{l.label}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <article className="prose">
            <p className="legal-updated">Last updated: {formatLongDate(LEGAL_UPDATED)}</p>
            {children}
          </article>
        </div>
      </div>
    </>
  );
}
