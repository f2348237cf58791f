import {
  CONVERSION_STATUSES,
  type ConversionStatus,
  type ConversionSummary,
  HISTORY_SORTS,
  type HistorySort,
  type StatementClient,
} from "@statement-converter/sdk";
import type { ChalkInstance } from "chalk";
import { Command } from "commander";
import { reportFailure, withClient } from "../api/with-client.js";
import type { ApiDeps } from "../config/session.js";
import { plural } from "../convert/progress.js";
import { type Cell, renderTable } from "../format/table.js";
import { formatDateTime } from "../format/values.js";
import { EXIT, type Io } from "../io.js";
import { styleFor } from "../style.js";

export interface HistoryArgs {
  json?: boolean;
  limit?: string;
  search?: string;
  status?: string;
  sort?: string;
}

interface HistoryQuery {
  limit: number;
  search?: string;
  status?: ConversionStatus;
  sort: HistorySort;
}

const DEFAULT_LIMIT = 20;
const PAGE_MAX = 100;

export function historyCommand(io: Io, deps: ApiDeps, setExitCode: (code: number) => void): Command {
  return new Command("history")
    .description("list your conversions on the server, newest first")
    .option("--limit <n>", `how many to show (default ${DEFAULT_LIMIT})`)
    .option("--search <text>", "only file names containing this text")
    .option("--status <status>", `only this status: ${CONVERSION_STATUSES.join(", ")}`)
    .option("--sort <order>", `${HISTORY_SORTS.join(", ")} (default newest)`)
    .option("--json", "print { conversions, totalCount } as JSON")
    .addHelpText(
      "after",
      "\nExamples:\n  $ statement history --search march\n  $ statement history --status failed --json",
    )
    .action(async (args: HistoryArgs) => {
      setExitCode(await runHistory(args, io, deps));
    });
}

export async function runHistory(args: HistoryArgs, io: Io, deps: ApiDeps = {}): Promise<number> {
  const parsed = parseQuery(args);
  if (typeof parsed === "string") {
    return reportFailure(io, { code: "USAGE", message: parsed, exitCode: EXIT.usage });
  }
  return withClient(io, deps, async ({ client }) => {
    const { conversions, totalCount } = await fetchHistory(client, parsed);
    if (args.json) {
      io.stdout.write(`${JSON.stringify({ conversions, totalCount }, null, 2)}\n`);
      return EXIT.ok;
    }
    if (conversions.length === 0) {
      const filtered = parsed.search !== undefined || parsed.status !== undefined;
      io.stderr.write(
        filtered
          ? "No conversions match.\n"
          : "No conversions yet. Convert a statement with `statement convert FILE.pdf`.\n",
      );
      return EXIT.ok;
    }
    io.stdout.write(historyTable(conversions, styleFor(io.stdout, io.env)));
    if (totalCount > conversions.length) {
      io.stderr.write(
        `Showing ${conversions.length} of ${plural(totalCount, "conversion")}; --limit N shows more.\n`,
      );
    }
    return EXIT.ok;
  });
}

function parseQuery(args: HistoryArgs): HistoryQuery | string {
  const limitText = args.limit ?? String(DEFAULT_LIMIT);
  const limit = Number(limitText);
  if (!/^\d+$/.test(limitText.trim()) || !Number.isSafeInteger(limit) || limit < 1) {
    return `--limit must be a whole number from 1 up, not '${args.limit}'`;
  }
  const status = args.status?.toLowerCase();
  if (status !== undefined && !(CONVERSION_STATUSES as readonly string[]).includes(status)) {
    return `unknown status '${args.status}' (use ${CONVERSION_STATUSES.join(", ")})`;
  }
  const sort = (args.sort ?? "newest").toLowerCase();
  if (!(HISTORY_SORTS as readonly string[]).includes(sort)) {
    return `unknown sort '${args.sort}' (use ${HISTORY_SORTS.join(", ")})`;
  }
  return {
    limit,
    sort: sort as HistorySort,
    ...(args.search ? { search: args.search } : {}),
    ...(status ? { status: status as ConversionStatus } : {}),
  };
}

/** Page after page (at most 100 each, the API's cap) until `limit` conversions or the end. */
async function fetchHistory(
  client: StatementClient,
  query: HistoryQuery,
): Promise<{ conversions: ConversionSummary[]; totalCount: number }> {
  const { limit, ...filters } = query;
  const pageSize = Math.min(limit, PAGE_MAX);
  const conversions: ConversionSummary[] = [];
  let totalCount = 0;
  for (let page = 1; conversions.length < limit; page += 1) {
    const result = await client.conversions.list({ ...filters, limit: pageSize, page });
    totalCount = result.pagination.totalCount;
    conversions.push(...result.data.slice(0, limit - conversions.length));
    if (page >= result.pagination.totalPages || result.data.length === 0) break;
  }
  return { conversions, totalCount };
}

export function historyTable(conversions: readonly ConversionSummary[], style: ChalkInstance): string {
  return renderTable(
    [
      { header: "ID" },
      { header: "FILE", maxWidth: 40 },
      { header: "DATE" },
      { header: "TRANSACTIONS", align: "right" },
      { header: "STATUS" },
    ],
    conversions.map((c) => [
      c.id,
      c.fileName,
      formatDateTime(c.uploadDate),
      c.status === "completed" ? String(c.transactionsCount) : "",
      statusCell(c, style),
    ]),
    style.bold,
  );
}

export function statusCell(c: ConversionSummary, style: ChalkInstance): Cell {
  switch (c.status) {
    case "completed":
      return c.reconciled === false
        ? { text: "completed, does not reconcile", paint: style.yellow }
        : { text: "completed", paint: style.green };
    case "failed":
      return { text: `failed${c.errorCode ? ` (${c.errorCode})` : ""}`, paint: style.red };
    default:
      return { text: c.status, paint: style.yellow };
  }
}
