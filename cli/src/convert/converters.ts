import { describeError } from "../api/describe-error.js";
import { openSession } from "../api/open-session.js";
import type { ApiDeps } from "../config/session.js";
import type { Io } from "../io.js";
import type { Converter } from "./converter.js";
import { LocalConverter } from "./local-converter.js";
import type { ConvertOptions } from "./options.js";
import { RemoteConverter } from "./remote-converter.js";

export type ConverterChoice =
  | { ok: true; converter: Converter }
  | { ok: false; exitCode: number; message: string };

export interface ConverterContext {
  io: Io;
  api: ApiDeps;
}

export type ConverterFactory = (
  options: ConvertOptions,
  context: ConverterContext,
) => ConverterChoice | Promise<ConverterChoice>;

/**
 * `--local`: the engine in worker threads. Remote: the signed-in session; one `GET /auth/me`
 * first, so a missing or expired sign-in (3) or an unreachable API (4) is one clear message
 * instead of one per file.
 */
export const createConverter: ConverterFactory = async (options, { io, api }) => {
  if (options.mode === "local") {
    return {
      ok: true,
      converter: new LocalConverter({ concurrency: options.concurrency, timeoutMs: options.timeoutMs }),
    };
  }
  const opened = await openSession(io, api, { signedIn: true });
  if (!opened.ok) return refuse(opened.failure);
  try {
    await opened.client.auth.me();
  } catch (error) {
    return refuse(describeError(error, opened.session));
  }
  return {
    ok: true,
    converter: new RemoteConverter({
      client: opened.client,
      session: opened.session,
      concurrency: options.concurrency,
      timeoutMs: options.timeoutMs,
    }),
  };
};

/** Remote mode cannot start: the reason, and the way that needs no server. */
function refuse(failure: { message: string; exitCode: number }): ConverterChoice {
  return {
    ok: false,
    exitCode: failure.exitCode,
    message: `${failure.message} (Or add --local to convert on this machine; nothing is uploaded.)`,
  };
}
