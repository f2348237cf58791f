import type { AppLoadContext } from "@remix-run/cloudflare";

export interface WebEnv {
  /** The API Worker (service binding). */
  API: Fetcher;
  GOOGLE_CLIENT_ID?: string;
}

/** What Remix loaders and actions get from Cloudflare, in Pages and in `remix vite:dev` alike. */
interface Cloudflare {
  env: WebEnv;
  cf?: unknown;
  ctx: { waitUntil(promise: Promise<unknown>): void };
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: Cloudflare;
  }
}

export function getLoadContext({
  context,
}: {
  request: Request;
  context: { cloudflare: Cloudflare };
}): AppLoadContext {
  return { cloudflare: context.cloudflare };
}
