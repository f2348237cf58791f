import { Hono } from "hono";
import type { Bindings } from "./env.js";
import { ApiError } from "./lib/api-error.js";
import { renderError } from "./lib/error-handler.js";
import { requestId } from "./lib/request-id.js";
import { health } from "./routes/health.js";

export type AppEnv = { Bindings: Bindings; Variables: { requestId: string } };

/** The API: every route lives under /api. */
export function createApp() {
  const app = new Hono<AppEnv>();
  app.use("*", requestId());
  app.onError(renderError);
  app.notFound((c) => renderError(new ApiError("NOT_FOUND", "Resource not found."), c));

  const api = new Hono<AppEnv>();
  api.route("/health", health);
  app.route("/api", api);
  return app;
}
