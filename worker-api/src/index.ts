import { createApp } from "./app.js";
import { database } from "./db/client.js";
import type { Bindings } from "./env.js";
import { cleanUp } from "./lib/cleanup.js";

const app = createApp();

export default {
  fetch: app.fetch,
  async scheduled(controller, env, _ctx) {
    const removed = await cleanUp(database(env.DB), env.FILES, controller.scheduledTime);
    if (removed > 0) console.log(`[cleanup] deleted ${removed} stale uploaded file(s)`);
  },
} satisfies ExportedHandler<Bindings>;
