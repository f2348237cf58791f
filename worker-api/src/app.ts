import { Hono } from "hono";
import { requestId } from "hono/request-id";
import type { AppEnv } from "./env.js";
import { ApiError } from "./http/api-error.js";
import { renderError } from "./http/error-handler.js";
import { answerHeaders, apiSecureHeaders } from "./http/security-headers.js";
import { account } from "./routes/account.js";
import { auth } from "./routes/auth.js";
import { contact } from "./routes/contact.js";
import { conversions } from "./routes/conversions.js";
import { dev } from "./routes/dev.js";
import { health } from "./routes/health.js";
import { keys } from "./routes/keys.js";
import { newsletter } from "./routes/newsletter.js";
import { pdfProcessing } from "./routes/pdf-processing.js";
import { usage } from "./routes/usage.js";

/** The API: every route lives under /api. */
export function createApp() {
  const app = new Hono<AppEnv>();
  // An incoming X-Request-Id of up to 64 word characters is kept (a caller's trace), else one is made.
  app.use("*", requestId({ limitLength: 64 }), answerHeaders(), apiSecureHeaders());
  app.onError(renderError);
  app.notFound((c) => renderError(new ApiError("NOT_FOUND", "Resource not found."), c));

  const api = new Hono<AppEnv>();
  api.route("/health", health);
  api.route("/auth", auth);
  api.route("/auth", account);
  api.route("/conversion", conversions);
  api.route("/pdfprocessing", pdfProcessing);
  api.route("/contact", contact);
  api.route("/newsletter", newsletter);
  api.route("/usage", usage);
  api.route("/keys", keys);
  api.route("/dev", dev);
  app.route("/api", api);
  return app;
}
