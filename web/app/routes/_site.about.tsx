import type { MetaFunction } from "@remix-run/cloudflare";
import {
  CircleCheckBigIcon,
  CpuIcon,
  EyeIcon,
  GlobeIcon,
  HeartIcon,
  LayersIcon,
  LockIcon,
  type LucideIcon,
  TargetIcon,
} from "lucide-react";
import { CtaBlock } from "~/components/cta-block";
import { authorBio } from "~/content/blog/authors";
import { pageMeta } from "~/utils/meta";
import { initials } from "~/utils/person";

export const meta: MetaFunction = () =>
  pageMeta(
    "About Us",
    "Why we built Statement Converter, how it works, and the people behind it: accurate bank statement conversion for accountants and finance teams.",
  );

const VALUES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: TargetIcon,
    title: "Correct to the cent",
    text: "A conversion that looks right is not enough. We check every statement against its own balances and tell you when something does not add up.",
  },
  {
    icon: LockIcon,
    title: "Your data, not ours",
    text: "We keep only what you need: the PDF is deleted after processing, and you can export or delete everything else yourself, at any time.",
  },
  {
    icon: HeartIcon,
    title: "Built with accountants",
    text: "Our roadmap comes from the people who close books every month. Statements that do not convert go to a public board, and we fix them.",
  },
  {
    icon: EyeIcon,
    title: "Plain and honest",
    text: "Clear prices, clear limits and clear error messages. If a scanned statement cannot be read, we say so instead of guessing.",
  },
];

const TECH: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: LayersIcon,
    title: "Layout analysis",
    text: "Columns and rows rebuilt from text positions, page furniture removed.",
  },
  {
    icon: CpuIcon,
    title: "Smart parsing",
    text: "US, UK and European dates and amounts, signs from columns or sections.",
  },
  {
    icon: CircleCheckBigIcon,
    title: "Reconciliation",
    text: "Running balances and totals verified for every statement.",
  },
  {
    icon: GlobeIcon,
    title: "Edge infrastructure",
    text: "Processing on Cloudflare Workers, storage in D1 and R2.",
  },
];

const TEAM = [
  { name: "Sarah Chen", role: "Head of Accounting Solutions" },
  { name: "Michael Rodriguez", role: "Lead Engineer, Document Extraction" },
  { name: "Emily Watson", role: "Security & Compliance Lead" },
  { name: "David Kim", role: "Integrations Engineer" },
];

export default function About() {
  return (
    <>
      <section className="page-hero on-dark">
        <div className="container">
          <span className="eyebrow">About us</span>
          <h1>We turn bank statements into data you can trust</h1>
          <p>
            Statement Converter helps accountants, bookkeepers, property managers and finance teams stop
            retyping transactions and start reviewing them.
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="mission-title">
        <div className="container split">
          <div>
            <span className="eyebrow">Our mission</span>
            <h2 id="mission-title">Give finance professionals their month-end back</h2>
            <p className="muted">
              Every month, skilled people spend hours copying numbers from PDF statements into spreadsheets.
              It is slow, it is error-prone and it is not what anyone trained for. Our mission is to make
              getting transactions out of a statement a solved problem: upload, check, export, done.
            </p>
          </div>
          <div>
            <span className="eyebrow">Our vision</span>
            <h2>Every statement, any bank, machine-readable</h2>
            <p className="muted">
              We see a world where bank data moves from the bank to the books without a human acting as the
              copy-paste layer, in any format, for any bank, with every figure verified. PDFs today; Excel,
              CSV and more statement formats next.
            </p>
          </div>
        </div>
      </section>

      <section className="section section--alt about-values" aria-labelledby="values-title">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">Our values</span>
            <h2 id="values-title">What we care about</h2>
          </div>
          <div className="grid grid--4">
            {VALUES.map((v) => (
              <article key={v.title} className="card">
                <div className="icon-tile">
                  <v.icon />
                </div>
                <h3>{v.title}</h3>
                <p className="muted">{v.text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="story-title">
        <div className="container container--narrow prose">
          <span className="eyebrow">Our story</span>
          <h2 id="story-title">Started at a kitchen table during tax season</h2>
          <p>
            Statement Converter began when an accountant and an engineer compared notes on the worst part of
            their week. For her it was the pile of client statements that had to be keyed into the ledger
            before any real work could start. For him it was that the tools meant to help produced
            spreadsheets that were almost right: a missing row here, a sign flipped there, and no way to know
            without checking every line.
          </p>
          <p>
            So we built the tool we wanted: one that reads the statement the way the bank wrote it and then
            proves its own result by reconciling the balances. Today thousands of users convert statements
            from banks across the US, the UK and Europe, and every statement that does not convert correctly
            is a bug we want to hear about.
          </p>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="tech-title">
        <div className="container split">
          <div>
            <span className="eyebrow">Technology</span>
            <h2 id="tech-title">Reads the text, checks the math</h2>
            <p className="muted">
              Our extraction engine reads the PDF's text layer with exact positions, finds the transaction
              table, understands the bank's date and amount conventions and assembles each row with its
              details. It then reconciles the statement: opening balance plus every transaction must equal the
              closing balance.
            </p>
            <p className="muted">
              It runs on Cloudflare's global network, close to you, with files held only until they are
              processed.
            </p>
          </div>
          <ul className="grid" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {TECH.map(({ icon: Icon, title, text }) => (
              <li key={title} className="card" style={{ display: "flex", gap: "1rem" }}>
                <div className="icon-tile" style={{ margin: 0, flex: "none" }}>
                  <Icon />
                </div>
                <div>
                  <h3 style={{ fontSize: "1.0625rem", marginBottom: "0.25rem" }}>{title}</h3>
                  <p className="muted" style={{ margin: 0 }}>
                    {text}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="team-title">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">Our team</span>
            <h2 id="team-title">The people behind the product</h2>
          </div>
          <div className="grid grid--4">
            {TEAM.map((person) => {
              const bio = authorBio(person.name, person.role);
              return (
                <article key={person.name} className="card team-card">
                  <span className="avatar avatar--lg" aria-hidden="true">
                    {initials({ firstName: person.name.split(" ")[0], lastName: person.name.split(" ")[1] })}
                  </span>
                  <h3>{person.name}</h3>
                  <p className="badge badge--primary">{person.role}</p>
                  <p>{bio.bio}</p>
                </article>
              );
            })}
          </div>
        </div>
      </section>

      <CtaBlock visitorLabel="Start Now" title="Join thousands of finance professionals" />
    </>
  );
}
