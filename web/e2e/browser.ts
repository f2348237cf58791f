import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium } from "playwright-core";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export type TestBrowser = BrowserContext & {
  /** Every Content-Security-Policy violation any page of this browser reported. */
  cspViolations: string[];
  dispose(): Promise<void>;
};

/**
 * A fresh headless Debian Chromium with its own profile; `dispose()` removes the profile. Every CSP
 * violation a page reports (its `securitypolicyviolation` event, or the console's "Refused to ...
 * Content Security Policy" line) is collected, and `dispose()` fails the suite if there was one.
 */
export async function openBrowser(): Promise<TestBrowser> {
  const profile = mkdtempSync(join(tmpdir(), "stmt-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    acceptDownloads: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--no-first-run",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
    ],
  });
  const cspViolations: string[] = [];
  await context.exposeBinding("__reportCspViolation", (_source, text: string) => {
    cspViolations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const report = (window as unknown as { __reportCspViolation?: (t: string) => void })
        .__reportCspViolation;
      report?.(`${e.effectiveDirective} blocked ${e.blockedURI || "inline"} on ${e.documentURI}`);
    });
  });
  context.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  let disposed = false;
  return Object.assign(context, {
    cspViolations,
    async dispose() {
      if (disposed) return;
      disposed = true;
      await context.close();
      rmSync(profile, { recursive: true, force: true });
      if (cspViolations.length > 0) {
        throw new Error(`Content-Security-Policy violations:\n${[...new Set(cspViolations)].join("\n")}`);
      }
    },
  });
}
