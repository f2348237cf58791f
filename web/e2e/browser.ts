import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium } from "playwright-core";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** A fresh headless Debian Chromium with its own profile; `close()` removes the profile. */
export async function openBrowser(): Promise<BrowserContext & { dispose(): Promise<void> }> {
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
  return Object.assign(context, {
    async dispose() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  });
}
