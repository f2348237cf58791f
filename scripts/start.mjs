// `npm start`: the whole product on this machine, offline. Applies the D1 migrations, seeds the
// demo account, starts the API Worker (127.0.0.1:8787) and the web app (127.0.0.1:5173), prints
// the URL and the demo login, and stops everything on Ctrl-C.
import { randomBytes } from "node:crypto";
import { DEMO, seedDemo } from "./seed-demo.mjs";
import { applyMigrations, startApi, startWebDev, stopAll, waitFor } from "./stack.mjs";

const API_PORT = 8787;
const WEB_PORT = 5173;
const WEB = `http://127.0.0.1:${WEB_PORT}`;
// Opens the dev outbox (mails with live reset links) to this terminal only: a new one each start.
const OUTBOX_SECRET = randomBytes(16).toString("hex");

const children = [];
let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log("\nStopping...");
  await stopAll(children);
  process.exit(code);
}
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));

try {
  console.log("Applying D1 migrations to the local database...");
  await applyMigrations();
  await seedDemo();
  const api = startApi({
    port: API_PORT,
    // DEFAULT_PLAN=business npm start: new accounts on Business (load tests, demos).
    vars: {
      ENVIRONMENT: "development",
      APP_ORIGIN: WEB,
      DEV_OUTBOX_SECRET: OUTBOX_SECRET,
      DEFAULT_PLAN: process.env.DEFAULT_PLAN || "registered",
    },
  });
  children.push(api);
  const web = startWebDev({ port: WEB_PORT });
  children.push(web);
  for (const c of children) {
    c.on("exit", (code) => {
      if (stopping) return;
      console.error(`${c.label} stopped unexpectedly (exit code ${code})`);
      shutdown(1);
    });
  }
  await waitFor(`http://127.0.0.1:${API_PORT}/api/health`, { child: api });
  await waitFor(`${WEB}/api/health`, { child: web });
  console.log(`
  Statement Converter is running.

    Web app:    ${WEB}
    API:        ${WEB}/api  (the Worker itself listens on http://127.0.0.1:${API_PORT})
    Demo login: ${DEMO.email} / ${DEMO.password}
    Mails:      printed below as they are sent, and
                curl -H 'x-dev-outbox-secret: ${OUTBOX_SECRET}' '${WEB}/api/dev/outbox?to=EMAIL'

  Press Ctrl-C to stop.
`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  await shutdown(1);
}
