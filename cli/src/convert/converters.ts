import { EXIT } from "../io.js";
import type { Converter } from "./converter.js";
import { LocalConverter } from "./local-converter.js";
import type { ConvertOptions } from "./options.js";

export type ConverterChoice =
  | { ok: true; converter: Converter }
  | { ok: false; exitCode: number; message: string };

export type ConverterFactory = (options: ConvertOptions) => ConverterChoice;

export const REMOTE_NOT_AVAILABLE =
  "converting through the API needs `statement login`, which this version does not have yet. " +
  "Add --local to convert on this machine (nothing is uploaded).";

/** Picks the converter for the mode; the remote one (through the SDK) plugs in here. */
export const createConverter: ConverterFactory = (options) => {
  if (options.mode === "local") {
    return {
      ok: true,
      converter: new LocalConverter({ concurrency: options.concurrency, timeoutMs: options.timeoutMs }),
    };
  }
  return { ok: false, exitCode: EXIT.usage, message: REMOTE_NOT_AVAILABLE };
};
