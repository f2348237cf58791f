#!/usr/bin/env node
// Converts bank statement PDFs to CSV through the Statement Converter API, then lists your history.
//
//   npm start                                   # in one terminal (the demo account is seeded)
//   node sdk/examples/convert.mjs ../shared/corpus/summit-01.pdf --out-dir out
//
// Environment: STATEMENT_API_URL (default http://127.0.0.1:5173), STATEMENT_TOKEN, or
// STATEMENT_EMAIL / STATEMENT_PASSWORD (default the local demo account demo@example.com / demo1234),
// STATEMENT_PDF_PASSWORD for encrypted statements.
import { openAsBlob } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { parseArgs } from "node:util";
import { APIConnectionError, APIError, StatementClient } from "@statement-converter/sdk";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    "out-dir": { type: "string", default: "." },
    format: { type: "string", default: "csv" },
  },
});
if (positionals.length === 0) {
  console.error("usage: node convert.mjs FILE.pdf... [--out-dir DIR] [--format csv|excel|json]");
  process.exit(2);
}

// 1. A client for the site's origin; the SDK appends /api. Retries and timeouts are built in.
let client = StatementClient.fromEnv();

// 2. Sign in unless a token came from STATEMENT_TOKEN. Clients are immutable: withOptions gives
//    a new one that sends the token as `Authorization: Bearer`.
if (!client.token) {
  const { accessToken, user } = await client.auth.login({
    email: process.env.STATEMENT_EMAIL ?? "demo@example.com",
    password: process.env.STATEMENT_PASSWORD ?? "demo1234",
  });
  client = client.withOptions({ token: accessToken });
  console.error(`Signed in as ${user.email}`);
}

await mkdir(values["out-dir"], { recursive: true });
let failures = 0;

for (const path of positionals) {
  try {
    // 3. Upload + process in one call. openAsBlob streams the file from disk; onProgress reports
    //    the upload (XHR in browsers, the streamed request body in Node).
    const file = await openAsBlob(path, { type: "application/pdf" });
    let result;
    try {
      result = await client.conversions.convert(file, {
        fileName: basename(path),
        onProgress: ({ percent }) => process.stderr.write(`\r${basename(path)}: uploading ${percent}%`),
      });
    } catch (err) {
      // An encrypted PDF: the upload is kept, so retry processing with the password only.
      if (!(err instanceof APIError && err.code === "PDF_ENCRYPTED" && process.env.STATEMENT_PDF_PASSWORD)) {
        throw err;
      }
      result = await client.conversions.processAndSave({
        uploadId: err.uploadId,
        password: process.env.STATEMENT_PDF_PASSWORD,
      });
    }
    process.stderr.write("\n");
    console.log(
      `${basename(path)}: ${result.extractedCount} transactions, ` +
        `${result.reconciled ? "balances reconciled" : `NOT reconciled (${result.warnings.length} warnings)`}`,
    );

    // 4. Download the export; the server names it (transactions_NAME.csv).
    const download = await client.conversions.download(result.uploadId, { format: values.format });
    const target = join(values["out-dir"], download.fileName);
    await writeFile(target, download.bytes);
    console.log(`  -> ${target} (${download.size} bytes)`);
  } catch (err) {
    process.stderr.write("\n");
    failures++;
    // 5. Errors are classes by status; `code` is the contract's (PDF_SCANNED, NO_TRANSACTIONS, ...).
    if (err instanceof APIConnectionError) {
      console.error(`Cannot reach ${client.baseUrl}: is \`npm start\` running? (${err.message})`);
      process.exit(4);
    }
    if (err instanceof APIError) console.error(`${path}: ${err.code ?? err.status}: ${err.message}`);
    else throw err;
  }
}

// 6. Every conversion, newest first, page by page (one request per 100).
console.log("\nYour five latest conversions:");
let shown = 0;
for await (const c of client.conversions.iterate({ sort: "newest" })) {
  console.log(
    `  ${c.uploadDate.slice(0, 10)}  ${c.status.padEnd(9)} ${String(c.transactionsCount).padStart(4)}  ${c.fileName}`,
  );
  if (++shown === 5) break;
}
process.exit(failures > 0 ? 1 : 0);
