import type { MetaFunction } from "@remix-run/cloudflare";

export const meta: MetaFunction = () => [{ title: "Statement Converter" }];

export default function Home() {
  return (
    <main>
      <h1>Statement Converter</h1>
      <p>Turn bank statement PDFs into clean transaction data.</p>
    </main>
  );
}
