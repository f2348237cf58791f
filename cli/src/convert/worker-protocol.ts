import type { ExtractProgress } from "@statement-converter/engine";
import type { ConvertInput, ConvertResult } from "./converter.js";

/** Messages between the local converter and convert-worker.ts. */
export interface WorkerTask {
  id: number;
  input: ConvertInput;
}

/** The task's result, sent once when it ends. */
export interface WorkerResult {
  id: number;
  result: ConvertResult;
}

/** How far the task has come (scanned pages read so far), sent any number of times before its result. */
export interface WorkerProgress {
  id: number;
  progress: ExtractProgress;
}

export type WorkerReply = WorkerResult | WorkerProgress;

export const isProgress = (reply: WorkerReply): reply is WorkerProgress => "progress" in reply;
