/** The web app's configuration (wrangler vars / Pages settings), checked once with zod. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";

const envSchema = z.object({
  /** Google sign-in is offered only when this is set. */
  GOOGLE_CLIENT_ID: z
    .string()
    .optional()
    .transform((v) => v?.trim() || null),
});

export type WebConfig = z.infer<typeof envSchema>;

const cache = new WeakMap<object, WebConfig>();

export function webConfig(context: AppLoadContext): WebConfig {
  const env = context.cloudflare.env;
  let config = cache.get(env);
  if (!config) {
    config = envSchema.parse({ GOOGLE_CLIENT_ID: env.GOOGLE_CLIENT_ID });
    cache.set(env, config);
  }
  return config;
}
