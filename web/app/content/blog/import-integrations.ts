const content = `
<p>A converted statement is only useful once it is in the system where you do the accounting. This guide covers the three destinations we are asked about most: QuickBooks Online, Xero and Excel (or Google Sheets). The same principles apply to most other ledgers.</p>

<h2>Choose the right export</h2>
<ul>
  <li><strong>CSV</strong> for importing into accounting software. Plain text, one row per transaction, no formatting to get in the way.</li>
  <li><strong>Excel (.xlsx)</strong> for working in a spreadsheet: dates are real date cells and amounts are numbers with two decimals, so sorting, filtering and pivot tables work immediately.</li>
  <li><strong>JSON</strong> for developers and scripts: it also carries the statement's metadata (bank, masked account number, period, opening and closing balance, reconciliation result).</li>
</ul>
<p>Every CSV we produce has the same columns: <code>Date, Value Date, Description, Details, Type, Amount, Balance, Reference, Bank, Account</code> (Account, last, names the account a row belongs to when a statement holds several). Dates are ISO (2026-03-02), amounts are signed (money out is negative) with a dot as decimal separator and no thousands separator. Add <code>bom=1</code> if an old version of Excel shows accented characters incorrectly.</p>

<h2>QuickBooks Online</h2>
<ol>
  <li>Go to <em>Banking</em>, choose the account, then <em>Upload transactions</em>.</li>
  <li>Select the CSV file. When asked about the layout, choose the <strong>one-column amount</strong> option: our Amount column is already signed.</li>
  <li>Map <em>Date</em> to Date, <em>Description</em> to Description and <em>Amount</em> to Amount. Set the date format to YYYY-MM-DD.</li>
  <li>Review the preview: deposits should be positive, payments negative. If they are inverted, you selected the wrong sign convention.</li>
</ol>
<p>QuickBooks only imports three or four columns. If the <em>Details</em> column holds information you need for matching (merchant IDs, references), copy it into Description first in a spreadsheet.</p>

<h2>Xero</h2>
<ol>
  <li>Open the bank account, choose <em>Manage Account</em> then <em>Import a Statement</em>.</li>
  <li>Upload the CSV and map <em>Date</em> to Transaction Date, <em>Amount</em> to Amount, <em>Description</em> to Payee, <em>Details</em> to Description and <em>Reference</em> to Reference.</li>
  <li>Choose the date format <strong>YYYY-MM-DD</strong> (Xero guesses from the first rows; check it).</li>
  <li>Save the mapping. Because our columns never change, the same mapping works for every later import, from every bank.</li>
</ol>

<h2>Excel and Google Sheets</h2>
<p>Open the .xlsx export directly. The <em>Transactions</em> sheet has a frozen header row; the <em>Statement</em> sheet holds the bank, account, period and balances. Useful first steps:</p>
<ul>
  <li>Insert a table (Ctrl+T) and filter the Type column to see all fees or all interest at once.</li>
  <li>A pivot table of Amount by Type gives total money in and out by category.</li>
  <li>To check the statement yourself: opening balance plus the sum of Amount equals closing balance.</li>
</ul>

<h2>Avoiding duplicates</h2>
<p>Most ledgers deduplicate imports poorly. Import each statement period once, and when periods overlap (for example a mid-month download followed by the full monthly statement), filter the CSV by date before importing. Keeping the statement period in the file name (the export is named after the original file) makes it obvious which file covers which dates.</p>

<h2>Automating it</h2>
<p>If you convert many statements, the command-line tool and the API convert whole folders in one step and write CSV, Excel or JSON files next to them, ready for a scheduled import. The output columns are the same everywhere, so a workflow built on one door works with the others.</p>
`;

export default {
  id: 5,
  title: "Importing Converted Bank Transactions into QuickBooks, Xero and Excel",
  slug: "import-bank-transactions-quickbooks-xero-excel",
  excerpt:
    "Which export format to choose, step-by-step import mappings for QuickBooks Online and Xero, spreadsheet tips, and how to avoid duplicate transactions.",
  content,
  author: "David Kim",
  authorRole: "Integrations Engineer",
  publishedAt: "2026-09-08",
  category: "Integration" as const,
  tags: ["csv", "excel", "quickbooks", "xero", "bookkeeping"],
  featured: false,
  image: "/blog/import-bank-transactions-quickbooks-xero-excel.svg",
};
