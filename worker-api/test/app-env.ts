import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { createApp } from "../src/app.js";
import type { Bindings } from "../src/env.js";
import { BASE } from "./helpers.js";

/**
 * Calls a fresh app with some variables changed (REQUIRE_EMAIL_VERIFICATION, throttle limits,
 * ENVIRONMENT): the same code as the Worker, over the same D1 and R2.
 */
export async function callWith(
  vars: Partial<Record<keyof Bindings, string>>,
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<Response> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set("content-type", "application/json");
  const request = new Request(`${BASE}/api${path}`, {
    ...rest,
    headers,
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
  const ctx = createExecutionContext();
  const res = await createApp().fetch(request, { ...env, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}
