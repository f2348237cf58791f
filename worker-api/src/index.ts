import { cleanUp } from "./accounts/cleanup.js";
import { createApp } from "./app.js";
import { consumeOcrJobs } from "./conversions/ocr-job.js";
import { database } from "./db/client.js";
import type { Bindings } from "./env.js";

const app = createApp();

export default {
  fetch: app.fetch,
  // Scans read by OCR as background jobs, and the dead letters of jobs that never ended.
  queue: consumeOcrJobs,
  async scheduled(controller, env, _ctx) {
    const removed = await cleanUp(database(env.DB), env.FILES, controller.scheduledTime);
    if (removed > 0) console.log(`[cleanup] deleted ${removed} stale uploaded file(s)`);
  },
} satisfies ExportedHandler<Bindings>;
