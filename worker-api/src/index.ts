import { createApp } from "./app.js";
import type { Bindings } from "./env.js";

const app = createApp();

export default {
  fetch: app.fetch,
  async scheduled(_controller, _env, _ctx) {
    // The file clean-up job is wired in with the conversion routes.
  },
} satisfies ExportedHandler<Bindings>;
