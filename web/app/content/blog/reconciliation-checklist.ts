const content = `
<p>Bank reconciliation is the control that catches missing deposits, duplicated payments, bank errors and, occasionally, fraud. It is also the task most often postponed until the quarter is over and nobody remembers what a $412.18 payment was for. This checklist is the one our accounting team uses with clients; it works whether you reconcile in accounting software or in a spreadsheet.</p>

<h2>Before you start</h2>
<ul>
  <li><strong>Get the complete statement.</strong> Check that the statement period is continuous with last month's: the opening balance must equal the previous closing balance. A gap means a missing statement.</li>
  <li><strong>Convert it to data.</strong> Retyping transactions introduces errors you will then spend time reconciling. Convert the PDF and confirm the conversion itself reconciles (opening balance plus transactions equals closing balance) before you compare it with your books.</li>
  <li><strong>Close the period in your ledger</strong> so entries do not move while you work.</li>
</ul>

<h2>The checklist</h2>
<ol>
  <li><strong>Agree the opening balance.</strong> The book balance at the start of the period should equal last month's reconciled balance. If it does not, someone changed a prior period: find out who and why before going further.</li>
  <li><strong>Match deposits.</strong> Sort both lists by amount; matching on amount first and date second is much faster than the other way round, because bank dates lag book dates by one to three days.</li>
  <li><strong>Match withdrawals and payments</strong> the same way. Pay attention to amounts that match but descriptions that do not: two different suppliers paid the same round amount is common.</li>
  <li><strong>List outstanding items.</strong> Cheques written but not presented and deposits in transit belong on the reconciliation, with their dates. Anything outstanding for more than 90 days needs a follow-up.</li>
  <li><strong>Book the bank-only items.</strong> Fees, interest, direct debits you did not record, card charges. Convert-and-filter by transaction type (FEE, INTEREST) makes these quick to find.</li>
  <li><strong>Investigate differences, do not plug them.</strong> A difference divisible by 9 often means transposed digits (54 entered as 45). A difference equal to a single transaction usually means it was recorded twice or not at all. Twice a transaction's amount means the sign is wrong.</li>
  <li><strong>Prove the result.</strong> Adjusted bank balance equals adjusted book balance, to the cent.</li>
  <li><strong>Sign and date it.</strong> Keep the reconciliation, the statement and the list of adjustments together. Auditors ask for all three.</li>
</ol>

<h2>Common traps</h2>
<table>
  <thead><tr><th>Symptom</th><th>Likely cause</th></tr></thead>
  <tbody>
    <tr><td>Difference equals one transaction</td><td>Missed or duplicated entry</td></tr>
    <tr><td>Difference is twice one transaction</td><td>Deposit booked as a payment, or the reverse</td></tr>
    <tr><td>Difference divisible by 9</td><td>Transposed digits</td></tr>
    <tr><td>Opening balance does not agree</td><td>Prior-period entry changed after it was reconciled</td></tr>
    <tr><td>Many one-day date differences</td><td>Normal clearing delay; match on amount instead</td></tr>
  </tbody>
</table>

<h2>How often?</h2>
<p>Monthly at minimum. For accounts with high volume (property management trust accounts, e-commerce payouts) weekly reconciliation keeps the list of open items short enough to investigate while people still remember them. With converted statements the mechanical part takes minutes, which makes weekly realistic.</p>

<h2>One more check worth automating</h2>
<p>When a converted statement does not reconcile on its own, do not start matching against your books yet. Either a page is missing, or a row was read incorrectly; the rows flagged by the balance check tell you which. Fix the statement data first, then reconcile the books. Mixing the two problems is how a twenty-minute task becomes an afternoon.</p>
`;

export default {
  id: 2,
  title: "The Bank Reconciliation Checklist We Use With Every Client",
  slug: "bank-reconciliation-checklist-for-accountants",
  excerpt:
    "An eight-step bank reconciliation checklist for accountants and bookkeepers, with the common causes of differences and how to find them quickly.",
  content,
  author: "Sarah Chen",
  authorRole: "Head of Accounting Solutions",
  publishedAt: "2026-10-20",
  category: "Best Practices" as const,
  tags: ["reconciliation", "accounting", "month-end", "accuracy"],
  featured: true,
  image: "/blog/bank-reconciliation-checklist-for-accountants.svg",
};
