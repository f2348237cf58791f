import { createPagesFunctionHandler } from "@remix-run/cloudflare-pages";
// @ts-expect-error: the server build exists after `remix vite:build`.
import * as build from "../build/server";
import { getLoadContext } from "../load-context";

export const onRequest = createPagesFunctionHandler({ build, getLoadContext });
