import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
// @ts-expect-error: plain ESM script without type declarations
import * as stack from "@statement-converter/scripts/stack";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    webOrigin: string;
    apiOrigin: string;
    outboxSecret: string;
  }
}

const TEST_API_NAME = "statement-converter-api-test";
const OUTBOX_SECRET = randomUUID();

/** Builds the web app and starts a private API + web pair for the browser tests. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "stmt-e2e-"));
  const state = join(dir, "state");
  // A production build (vitest sets NODE_ENV=test, which would give React's development build):
  // the screens as users get them, and the build `npm test`'s web:budget step then measures.
  // The database is migrated meanwhile (each is one process, mostly waiting on its own CPU).
  await Promise.all([
    stack.run("npm", ["run", "build", "-w", "web", "--silent"], {
      env: stack.wranglerEnv({ NODE_ENV: "production" }),
    }),
    stack.applyMigrations({ persistTo: state }),
  ]);

  // A port found free can be taken by another process before workerd binds it: try afresh.
  let started: Awaited<ReturnType<typeof startPair>> | undefined;
  for (let attempt = 1; !started; attempt++) {
    try {
      started = await startPair(dir, state);
    } catch (err) {
      if (attempt >= 3) throw err;
      console.warn(
        `Starting the test servers failed (attempt ${attempt}), retrying:`,
        String(err).slice(0, 300),
      );
    }
  }
  const { children, webOrigin, apiOrigin } = started;
  project.provide("webOrigin", webOrigin);
  project.provide("outboxSecret", OUTBOX_SECRET);
  project.provide("apiOrigin", apiOrigin);
  return async () => {
    await stack.stopAll(children);
    rmSync(dir, { recursive: true, force: true });
  };
}

async function startPair(dir: string, state: string) {
  const registryPath = join(dir, `registry-${Date.now()}`);
  const [apiPort, apiInspector, webPort, webInspector] = [
    await stack.freePort(),
    await stack.freePort(),
    await stack.freePort(),
    await stack.freePort(),
  ];
  const webOrigin = `http://127.0.0.1:${webPort}`;
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  const log = process.env.E2E_LOG === "1";
  const api = stack.startApi({
    port: apiPort,
    inspectorPort: apiInspector,
    persistTo: state,
    name: TEST_API_NAME,
    registryPath,
    log,
    vars: {
      ENVIRONMENT: "development",
      APP_ORIGIN: webOrigin,
      ...stack.TEST_THROTTLE_VARS,
      DEV_OUTBOX_SECRET: OUTBOX_SECRET,
    },
  });
  const web = stack.startWebBuilt({
    port: webPort,
    inspectorPort: webInspector,
    persistTo: state,
    apiName: TEST_API_NAME,
    registryPath,
    log,
  });
  const children = [api, web];
  try {
    await stack.waitFor(`${apiOrigin}/api/health`, { child: api });
    await stack.waitFor(`${webOrigin}/api/health`, { child: web });
  } catch (err) {
    await stack.stopAll(children);
    throw err;
  }
  return { children, webOrigin, apiOrigin };
}
