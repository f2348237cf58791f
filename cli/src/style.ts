import { Chalk, type ChalkInstance } from "chalk";
import type { Io, OutputStream } from "./io.js";

/** Colours for one stream: only on a terminal, and never when NO_COLOR is set (no-color.org). */
export function styleFor(stream: OutputStream, env: Io["env"]): ChalkInstance {
  const noColor = env.NO_COLOR !== undefined && env.NO_COLOR !== "";
  return new Chalk({ level: stream.isTTY && !noColor ? 1 : 0 });
}
