import type { ConvertInput, ConvertResult } from "./converter.js";

/** Messages between the local converter and convert-worker.ts. */
export interface WorkerTask {
  id: number;
  input: ConvertInput;
}

export interface WorkerReply {
  id: number;
  result: ConvertResult;
}
