import { Link } from "@remix-run/react";
import { FileTextIcon } from "lucide-react";

/**
 * Sample demo transactions: date, description, amount as shown (utils/format.ts's formatCurrency
 * would print the same; the sample is written out so the home page does not load the formatters).
 */
const DEMO_TRANSACTIONS = [
  { date: "07/01/2025", description: "GLOBEX CORPORATION PAYROLL", amount: "$2,409.93", type: "DEPOSIT" },
  { date: "07/02/2025", description: "DEBIT CARD PURCHASE CHEVRON", amount: "-$3.45", type: "WITHDRAWAL" },
  { date: "07/05/2025", description: "POS MARRIOTT HOTELS", amount: "-$302.36", type: "WITHDRAWAL" },
  { date: "07/15/2025", description: "ONLINE TRANSFER TO SAVINGS", amount: "-$500.00", type: "TRANSFER" },
  { date: "07/31/2025", description: "MONTHLY SERVICE FEE", amount: "-$12.00", type: "FEE" },
] as const;

const BADGE: Record<string, string> = {
  DEPOSIT: "badge--success",
  WITHDRAWAL: "badge--danger",
  TRANSFER: "badge--info",
  FEE: "badge--warning",
};

/** What visitors see instead of the upload zone: a sample statement and its extracted rows. */
export function StaticDemo() {
  return (
    <div className="hero__panel" id="demo">
      <div className="hero__panel-head">
        <h2>See it in action</h2>
        <span className="badge badge--primary">Sample output</span>
      </div>
      <div className="demo-file">
        <FileTextIcon />
        <p>
          <strong>summit-statement-july.pdf</strong>3 pages &middot; 42 transactions &middot; reconciled
        </p>
      </div>
      <div className="table-wrap">
        <table className="table demo-table">
          <caption className="visually-hidden">Sample extracted transactions</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Description</th>
              <th scope="col">Type</th>
              <th scope="col" className="num">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {DEMO_TRANSACTIONS.map((t) => (
              <tr key={t.description}>
                <td>{t.date}</td>
                <td>{t.description}</td>
                <td>
                  <span className={`badge ${BADGE[t.type] ?? "badge--neutral"}`}>{t.type}</span>
                </td>
                <td className={`num ${t.amount.startsWith("-") ? "amount--out" : "amount--in"}`}>
                  {t.amount}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="btn-row" style={{ marginTop: "1rem" }}>
        <Link to="/register" className="btn btn--primary">
          Get Started Free
        </Link>
        <span className="muted" style={{ fontSize: "0.875rem" }}>
          Export as CSV, Excel or JSON
        </span>
      </div>
    </div>
  );
}
