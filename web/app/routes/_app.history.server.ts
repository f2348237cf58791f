/**
 * /history on the server: the list page and the stats asked of the API (which filters, sorts and
 * pages), and deleting one or several conversions.
 */
import { type AppLoadContext, data } from "@remix-run/cloudflare";
import { apiClient } from "~/utils/api.server";
import { readHistoryQuery, toListQuery } from "~/utils/history-query";
import { providerMessage, settle } from "~/utils/loaded";
import { authenticated, requireUser } from "~/utils/session.server";

export async function loadHistory(request: Request, context: AppLoadContext) {
  await requireUser(request, context);
  const query = readHistoryQuery(new URL(request.url).searchParams);
  const api = apiClient(request, context);
  return {
    query,
    // Not awaited: the page shows 'Loading conversions...' until they arrive.
    list: settle(api.conversions.list(toListQuery(query)), {
      network: "Network error loading conversions",
      fallback: "Failed to load conversions",
    }),
    stats: settle(api.conversions.stats(), { fallback: "Failed to load dashboard stats" }),
  };
}

export type HistoryActionResult =
  | { ok: true; message: string; deleted: string[] }
  | { ok: false; message: string; deleted: string[] };

/** `intent=delete` with one `id`, or `intent=bulk-delete` with several. */
export async function historyAction(request: Request, context: AppLoadContext) {
  await requireUser(request, context);
  const form = await request.formData();
  const bulk = form.get("intent") === "bulk-delete";
  const ids = [...new Set(form.getAll("id").map(String).filter(Boolean))];
  if (ids.length === 0) {
    return data<HistoryActionResult>(
      { ok: false, message: "Please select conversions to delete", deleted: [] },
      { status: 400 },
    );
  }
  const api = apiClient(request, context);
  try {
    const { message } = bulk
      ? await authenticated(request, api.conversions.bulkDelete(ids))
      : await authenticated(request, api.conversions.delete(ids[0]!));
    return data<HistoryActionResult>({ ok: true, message, deleted: ids });
  } catch (err) {
    if (err instanceof Response) throw err;
    const fallback = bulk ? "Failed to delete conversions" : "Failed to delete conversion";
    return data<HistoryActionResult>(
      { ok: false, message: providerMessage(err, fallback), deleted: [] },
      { status: 400 },
    );
  }
}
