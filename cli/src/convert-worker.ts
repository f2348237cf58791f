/** Worker-thread entry of `statement convert --local`: one file at a time, replies with the result. */
import { parentPort } from "node:worker_threads";
import { preferSynchronousInflate } from "@statement-converter/engine";
import { convertFile } from "./convert/convert-file.js";
import { ocrPool } from "./convert/ocr-pool.js";
import type { WorkerReply, WorkerTask } from "./convert/worker-protocol.js";

const port = parentPort;
if (!port) throw new Error("convert-worker must run in a worker thread");
// This thread only extracts statements: pdf.js's synchronous inflater is faster here.
preferSynchronousInflate();
// Scanned pages are read on a pool of threads of their own, started on the first scanned page.
const ocr = ocrPool();
port.on("message", async (task: WorkerTask) => {
  const result = await convertFile(task.input, {
    ocr,
    onProgress: (progress) => port.postMessage({ id: task.id, progress } satisfies WorkerReply),
  });
  port.postMessage({ id: task.id, result } satisfies WorkerReply);
});
