const content = `
<p>Every bank statement converter promises "upload a PDF, get a spreadsheet". What happens between those two steps decides whether you can trust the spreadsheet. This article walks through the pipeline we use, what can go wrong at each stage, and how to tell a good extraction from a plausible-looking bad one.</p>

<h2>Step 1: read the text layer, not the picture</h2>
<p>Most statements downloaded from online banking are <strong>text-layer PDFs</strong>: every character is stored with its font and its exact position on the page. Reading those positions is far more reliable than optical character recognition (OCR), because nothing has to be guessed. A "7" is a "7", not a "1" with a smudge.</p>
<p>Statements that were printed and scanned are different: they contain only an image of the page. We detect these up front and tell you so (the error reads that the file has no usable text layer) instead of returning a table full of invented numbers. If you only have a paper statement, ask the bank for the electronic version: it is almost always available for at least the last 12 months.</p>
<p>Password-protected PDFs are the third case. The text is there but encrypted; supply the password and the file converts like any other.</p>

<h2>Step 2: rebuild lines and find the table</h2>
<p>A PDF does not know what a "row" is. It holds thousands of text fragments with x and y coordinates. The engine groups fragments that share a baseline into lines, then looks for the <em>header row</em> of the transaction table by vocabulary: Date, Description, Details, Withdrawals, Deposits, Paid out, Paid in, Debit, Credit, Amount, Balance. Once the header is found, the horizontal extent of each header word defines a column.</p>
<p>Lines that repeat at the same position on every page (bank address, page numbers, "continued on next page") are recognised as page furniture and dropped.</p>

<h2>Step 3: parse dates and amounts the way the bank meant them</h2>
<p>This is where generic converters fail quietly. The same characters mean different things on different statements:</p>
<ul>
  <li><strong>03/04</strong> is 4 March in a US statement and 3 April in a UK one. We decide per statement, using the statement period and any day greater than 12.</li>
  <li><strong>Year-less dates</strong> such as "12/30" followed by "01/02" cross a year boundary; the year comes from the statement period.</li>
  <li><strong>Amounts</strong> may be written 1,234.56 or 1.234,56, negative as -12.00, (12.00), 12.00- or 12.00 DR, or split into separate money-in and money-out columns.</li>
</ul>
<p>Inside the engine every amount is converted to whole cents, so no floating-point rounding creeps in between the PDF and your export.</p>

<h2>Step 4: assemble transactions</h2>
<p>A new transaction starts at a line with a date. Lines without a date that follow it are continuation lines: card numbers, merchant locations, payment references. They are kept in a separate <em>Details</em> field rather than glued onto the description, so your categorisation rules can match on a clean description.</p>
<p>Each transaction also gets a type (deposit, withdrawal, transfer, fee, interest, payment or other) from its wording and sign, which makes the first pass of categorisation much faster.</p>

<h2>Step 5: prove the numbers add up</h2>
<p>The most important step is the one most tools skip. A statement contains its own checksum: the opening balance plus every transaction must equal the closing balance, and where the bank prints a running balance, each row must agree with the one before it. We check both. When they agree, the conversion is marked <strong>reconciled</strong>. When they do not, you are told which rows disagree, so you can look at those rows in the original PDF instead of re-checking everything.</p>
<blockquote>An extraction that reconciles is correct to the cent. An extraction that does not reconcile tells you exactly where to look.</blockquote>

<h2>What this means for your workflow</h2>
<ol>
  <li>Prefer the electronic statement over a scan whenever you can.</li>
  <li>Look at the reconciliation result before anything else; it is a faster check than eyeballing totals.</li>
  <li>Use the Details column for matching rules (merchant IDs and references live there).</li>
  <li>Keep the original PDF in your records. We delete our copy as soon as processing succeeds.</li>
</ol>
<p>Accuracy figures of "99%+" are only meaningful when you can verify them on your own statements. Reconciliation is how you do that in seconds.</p>
`;

export default {
  id: 1,
  title: "How Bank Statement Extraction Works: From PDF Text to Reconciled Transactions",
  slug: "how-bank-statement-pdf-extraction-works",
  excerpt:
    "What really happens between uploading a PDF and downloading a spreadsheet: text layers, table detection, date and amount parsing, and the balance check that proves the result.",
  content,
  author: "Michael Rodriguez",
  authorRole: "Lead Engineer, Document Extraction",
  publishedAt: "2026-11-03",
  category: "Technology" as const,
  tags: ["pdf", "data-extraction", "automation", "accuracy"],
  featured: true,
  image: "/blog/how-bank-statement-pdf-extraction-works.svg",
};
