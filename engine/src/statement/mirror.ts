import type { MoneyCell } from "../layout/columns.js";
import type { Column, TableHeader } from "../layout/header.js";
import type { ColumnRole } from "../layout/roles.js";
import type { BuildInput } from "./build.js";

const OTHER: Partial<Record<ColumnRole, ColumnRole>> = { debit: "credit", credit: "debit" };
const swapped = (role: ColumnRole): ColumnRole => OTHER[role] ?? role;

/**
 * The same statement read with money out and money in the other way round in the tables whose
 * two money columns were told apart by position alone (TableHeader.flowsGuessed): its rows, its
 * balance and total rows and its headers, as new objects.
 */
export function mirrorGuessedFlows(input: BuildInput): BuildInput {
  const headers = new Map<TableHeader, TableHeader>();
  const header = (h: TableHeader): TableHeader => {
    if (!h.flowsGuessed) return h;
    let m = headers.get(h);
    if (!m) {
      m = { ...h, columns: h.columns.map((c): Column => ({ ...c, role: swapped(c.role) })) };
      headers.set(h, m);
    }
    return m;
  };
  const cells = (money: MoneyCell[]) => money.map((m) => ({ ...m, role: swapped(m.role) }));
  const { scan } = input;
  return {
    ...input,
    rows: input.rows.map((r) =>
      r.header.flowsGuessed ? { ...r, header: header(r.header), money: cells(r.money) } : r,
    ),
    scan: {
      ...scan,
      headers: scan.headers.map(header),
      specials: scan.specials.map((s) => {
        const guessed = scan.entries[s.order]?.header.flowsGuessed && s.amountRole;
        return guessed ? { ...s, amountRole: swapped(s.amountRole as ColumnRole) } : s;
      }),
    },
  };
}
