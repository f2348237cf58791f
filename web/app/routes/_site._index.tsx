import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import {
  CircleCheckBigIcon,
  CpuIcon,
  FileSpreadsheetIcon,
  HistoryIcon,
  LockIcon,
  type LucideIcon,
  ShieldIcon,
  ZapIcon,
} from "lucide-react";
import { CtaBlock } from "~/components/cta-block";
import { Faq, type FaqItem } from "~/components/faq";
import { QuickUpload } from "~/components/quick-upload";
import { StaticDemo } from "~/components/static-demo";
import { pageMeta } from "~/utils/meta";
import { useOptionalUser } from "~/utils/user";

export const meta: MetaFunction = () =>
  pageMeta(
    undefined,
    "Convert bank statement PDFs into clean CSV, Excel and JSON transaction data in seconds, with every balance checked.",
  );

const STATS = [
  { value: "99.9%", label: "Accuracy" },
  { value: "50K+", label: "Statements converted" },
  { value: "5K+", label: "Users" },
  { value: "<30s", label: "Typical processing" },
];

const FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: CpuIcon,
    title: "AI-powered extraction",
    text: "Reads the statement's own layout: dates, descriptions, debits, credits and running balances, across hundreds of bank formats, with 99%+ accuracy.",
  },
  {
    icon: CircleCheckBigIcon,
    title: "Every balance checked",
    text: "Opening balance plus transactions must equal the closing balance. You see at once whether a statement reconciles, and which rows do not.",
  },
  {
    icon: ZapIcon,
    title: "Results in seconds",
    text: "Processing typically takes under 30 seconds per statement, so a month of accounts is converted before your coffee cools.",
  },
  {
    icon: FileSpreadsheetIcon,
    title: "CSV, Excel and JSON",
    text: "Consistent columns for every bank: import into QuickBooks, Xero or Excel without rebuilding your templates.",
  },
  {
    icon: LockIcon,
    title: "Private by design",
    text: "Encrypted in transit with 256-bit SSL. Your PDF is deleted as soon as processing succeeds; unprocessed files are removed within 24 hours.",
  },
  {
    icon: HistoryIcon,
    title: "History and audit trail",
    text: "Every conversion stays in your history with its date and transaction count until you delete it. Export or delete your data any time.",
  },
];

const STEPS = [
  {
    title: "Upload a PDF",
    text: "Drag in the statement you downloaded from online banking, or click to browse. Files up to 10MB.",
  },
  {
    title: "AI processing",
    text: "We find the transaction table, read every row and check the running balances against the statement's totals.",
  },
  {
    title: "Download results",
    text: "Review the extracted transactions and download them as CSV, Excel or JSON, ready for your accounting software.",
  },
];

const FAQ: FaqItem[] = [
  {
    question: "Which banks and statement formats are supported?",
    answer:
      "Any text-based PDF statement from online banking: US, UK and European layouts, separate debit/credit columns or signed amounts, and statements spanning several pages. Scanned paper statements are detected and reported rather than guessed.",
  },
  {
    question: "How accurate is the conversion?",
    answer:
      "Extraction reads the PDF's text, not a picture of it, and each statement is checked against its own opening and closing balances. When a statement reconciles, the data is correct to the cent.",
  },
  {
    question: "What happens to my files?",
    answer:
      "The PDF is deleted from our storage as soon as it has been processed. Files that are never processed are removed automatically after 24 hours. The extracted transactions stay in your account until you delete them.",
  },
  {
    question: "Can I convert Excel statements?",
    answer:
      "Not yet: today the converter reads PDF statements. Excel and CSV statements are on the roadmap; most banks also offer a PDF download.",
  },
  {
    question: "Is there a free plan?",
    answer: (
      <p>
        Yes. A free account converts up to 5 pages every 24 hours. Paid plans start at $30 a month; see{" "}
        <Link to="/pricing">pricing</Link>.
      </p>
    ),
  },
];

export default function Home() {
  const user = useOptionalUser();
  return (
    <>
      <section className="hero on-dark" aria-labelledby="hero-title">
        <div className="container hero__grid">
          <div>
            <span className="hero__pill">
              <ShieldIcon size={16} /> Files deleted after processing
            </span>
            <h1 id="hero-title">
              Convert bank statements to <span>Excel, CSV &amp; JSON</span> in seconds
            </h1>
            <p className="hero__lead">
              Upload a PDF statement and get clean, reconciled transaction data for your books. Built for
              accountants, bookkeepers, property managers and finance teams.
            </p>
            <div className="btn-row">
              {user ? (
                <>
                  <Link to="/dashboard" className="btn btn--light btn--lg">
                    Go to Dashboard
                  </Link>
                  <Link to="/pdf-converter" className="btn btn--outline-light btn--lg">
                    Open Converter
                  </Link>
                </>
              ) : (
                <>
                  <Link to="/register" className="btn btn--light btn--lg">
                    Get Started Free
                  </Link>
                  <a href="#howitworks" className="btn btn--outline-light btn--lg">
                    See How It Works
                  </a>
                </>
              )}
            </div>
            <ul className="hero__stats">
              {STATS.map((s) => (
                <li key={s.label}>
                  <strong>{s.value}</strong>
                  <span>{s.label}</span>
                </li>
              ))}
            </ul>
          </div>
          {user ? (
            <div className="hero__panel">
              <div className="hero__panel-head">
                <h2>Quick upload</h2>
                <span className="badge badge--primary">CSV &middot; JSON</span>
              </div>
              <QuickUpload />
            </div>
          ) : (
            <StaticDemo />
          )}
        </div>
      </section>

      {user ? null : (
        <section className="section section--tight" aria-labelledby="try-title" data-testid="visitor-upload">
          <div className="container">
            <div className="hero__panel try-panel">
              <div className="hero__panel-head">
                <h2 id="try-title">Try it now, no account needed</h2>
                <span className="badge badge--primary">CSV &middot; JSON</span>
              </div>
              <p className="muted">Nothing is stored: your file is converted and forgotten.</p>
              <QuickUpload signedIn={false} />
            </div>
          </div>
        </section>
      )}

      <section className="section section--tight" aria-label="Trust">
        <div className="container">
          <ul className="trust">
            <li>
              <CircleCheckBigIcon /> 99%+ extraction accuracy
            </li>
            <li>
              <CircleCheckBigIcon /> Files deleted after processing
            </li>
            <li>
              <CircleCheckBigIcon /> 30-day money-back guarantee
            </li>
            <li>
              <CircleCheckBigIcon /> Support within 24 hours
            </li>
          </ul>
        </div>
      </section>

      <section id="features" className="section section--alt" aria-labelledby="features-title">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">Features</span>
            <h2 id="features-title">Everything you need to turn statements into data</h2>
            <p>No templates to set up, no retyping, no guessing whether the numbers are right.</p>
          </div>
          <div className="grid grid--3">
            {FEATURES.map((f) => (
              <article key={f.title} className="card feature">
                <div className="icon-tile">
                  <f.icon />
                </div>
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section id="howitworks" className="section" aria-labelledby="how-title">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">How it works</span>
            <h2 id="how-title">Three steps from PDF to spreadsheet</h2>
            <p>Most statements are done in under 30 seconds.</p>
          </div>
          <ol className="steps grid grid--3">
            {STEPS.map((s, i) => (
              <li key={s.title} className="step">
                <span className="step__num" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section id="faq" className="section section--alt" aria-labelledby="faq-title">
        <div className="container container--narrow">
          <div className="section-head">
            <span className="eyebrow">FAQ</span>
            <h2 id="faq-title">Frequently asked questions</h2>
          </div>
          <Faq items={FAQ} />
        </div>
      </section>

      <CtaBlock />
    </>
  );
}
