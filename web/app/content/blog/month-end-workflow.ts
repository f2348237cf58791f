const content = `
<p>For most small practices, month-end close is not slow because the accounting is hard. It is slow because data arrives late, in the wrong format, and has to be retyped. A bookkeeper who spends two days a month keying transactions from PDF statements spends 24 days a year on work that adds no judgement. Here is a workflow that moves that time to review, where it belongs.</p>

<h2>Map where the time goes</h2>
<p>Before changing anything, time one close. In the practices we work with, the split is usually similar:</p>
<ul>
  <li>Collecting statements and documents from clients: 20-30%</li>
  <li>Getting transactions into the ledger (download, retype, import, fix): 30-40%</li>
  <li>Categorising and reconciling: 20-30%</li>
  <li>Review, adjustments and reporting: 10-20%</li>
</ul>
<p>The second line is the one to attack first: it is the largest and the most mechanical.</p>

<h2>A five-day close, step by step</h2>
<h3>Day 1: collect</h3>
<p>Send every client the same request on the first working day, with a list of the accounts you expect statements for. Ask for the bank's electronic PDF, not a scan or a photo: electronic statements convert exactly, images do not.</p>
<h3>Day 2: convert in one batch</h3>
<p>Convert all statements in one sitting. Check one thing per statement: does it reconcile (opening balance plus transactions equals closing balance)? A statement that does not reconcile usually has a missing page; request it now rather than on day 5.</p>
<h3>Day 3: import and categorise</h3>
<p>Import the CSV or Excel files into the client's ledger. Use bank rules for the recurring 80% (rent, payroll, subscriptions, card fees) and spend your attention on the remaining 20%. The transaction type column (deposit, withdrawal, fee, interest, transfer) gives rules a reliable first filter.</p>
<h3>Day 4: reconcile</h3>
<p>Reconcile each account against the converted statement. With clean data, this is a matching exercise rather than a data-entry one.</p>
<h3>Day 5: review and report</h3>
<p>Review unusual items, post adjustments, produce the reports. This is the work clients actually pay for.</p>

<h2>What it costs and what it saves</h2>
<p>Take a practice closing 40 client accounts a month, with an average of 120 transactions each. Keyed by hand at roughly 6 seconds a transaction, including corrections, that is 8 hours a month of pure typing, before anyone finds the typos. Converted, the same volume is a few minutes of uploads plus a quick reconciliation check per statement. At a professional plan price, the subscription costs less than one hour of a bookkeeper's time.</p>

<h2>Standardise the outputs</h2>
<p>Agree on one export format per destination and stick to it. Our CSV always has the same columns in the same order (Date, Value Date, Description, Details, Type, Amount, Balance, Reference, Bank, Account), with ISO dates and signed amounts, so an import template set up once keeps working for every bank.</p>

<h2>Keep an audit trail</h2>
<p>Each conversion stays in your history with its file name, date and transaction count until you delete it, so you can show a reviewer which statement produced which entries. Export the data into the client file and delete conversions at the end of the engagement; keep the original PDFs in your document management system, not in the converter.</p>

<h2>Where to start</h2>
<p>Pick your three clients with the most transactions and run next month's close with this workflow. Time it again. The difference usually makes the case for the rest of the book on its own.</p>
`;

export default {
  id: 4,
  title: "A Five-Day Month-End Close: Building a Bookkeeping Workflow Around Converted Statements",
  slug: "faster-month-end-close-bookkeeping-workflow",
  excerpt:
    "Where month-end time really goes, a day-by-day close for small practices, and the arithmetic of replacing manual transaction entry with converted statements.",
  content,
  author: "Sarah Chen",
  authorRole: "Head of Accounting Solutions",
  publishedAt: "2026-09-22",
  category: "Business" as const,
  tags: ["bookkeeping", "month-end", "automation", "reconciliation"],
  featured: false,
  image: "/blog/faster-month-end-close-bookkeeping-workflow.svg",
};
