/**
 * The balance check of each account of a statement with several (a current and a savings table):
 * its opening and closing balance, its rows, and whether its rows lead from one to the other.
 */
import type { StatementAccount } from "@statement-converter/sdk";
import { accountTitle } from "~/utils/accounts";
import { formatCurrency, formatNumber, NOT_AVAILABLE } from "~/utils/format";

export function AccountChecks({ accounts }: { accounts: readonly StatementAccount[] }) {
  return (
    <div className="table-wrap account-checks">
      <table className="table">
        <caption>Balance check by account</caption>
        <thead>
          <tr>
            <th scope="col">Account</th>
            <th scope="col">Currency</th>
            <th scope="col" className="num">
              Opening balance
            </th>
            <th scope="col" className="num">
              Closing balance
            </th>
            <th scope="col" className="num">
              Transactions
            </th>
            <th scope="col">Balances</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: accounts are listed in document order and may share a name
            <tr key={i} data-account={i + 1}>
              <th scope="row">{accountTitle(account, i)}</th>
              <td>{account.currency ?? NOT_AVAILABLE}</td>
              <td className="num">{formatCurrency(account.openingBalance)}</td>
              <td className="num">{formatCurrency(account.closingBalance)}</td>
              <td className="num">{formatNumber(account.transactionCount)}</td>
              <td>
                <span className={`badge badge--${account.reconciled ? "success" : "warning"}`}>
                  {account.reconciled ? "Reconciled" : "Does not add up"}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
