import { exports } from "cloudflare:workers";

/** The Worker under test (its default export), called in-process inside workerd. */
export const worker = (exports as unknown as { default: Fetcher }).default;
