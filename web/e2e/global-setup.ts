import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
// @ts-expect-error: plain ESM script without type declarations
import * as stack from "../../scripts/stack.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    webOrigin: string;
    apiOrigin: string;
  }
}

const TEST_API_NAME = "statement-converter-api-test";

/** Builds the web app and starts a private API + web pair for the browser tests. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "stmt-e2e-"));
  const state = join(dir, "state");
  const registryPath = join(dir, "registry");
  const [apiPort, apiInspector, webPort, webInspector] = [
    await stack.freePort(),
    await stack.freePort(),
    await stack.freePort(),
    await stack.freePort(),
  ];
  const webOrigin = `http://127.0.0.1:${webPort}`;
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  const log = process.env.E2E_LOG === "1";

  await stack.run("npm", ["run", "build", "-w", "web", "--silent"]);
  await stack.applyMigrations({ persistTo: state });
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
      LOGIN_MAX_PER_EMAIL: "1000",
      LOGIN_MAX_PER_IP: "100000",
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
  project.provide("webOrigin", webOrigin);
  project.provide("apiOrigin", apiOrigin);
  return async () => {
    await stack.stopAll(children);
    rmSync(dir, { recursive: true, force: true });
  };
}
