// Chromium as the statement generators launch it (playwright-core; /usr/bin/chromium or
// CHROMIUM_PATH), with the flags this machine needs.
import { chromium } from "playwright-core";

export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
