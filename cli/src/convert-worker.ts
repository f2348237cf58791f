/** Worker-thread entry of `statement convert --local`: one file at a time, replies with the result. */
import { parentPort } from "node:worker_threads";
import { preferSynchronousInflate } from "@statement-converter/engine";
import { convertFile } from "./convert/convert-file.js";
import type { WorkerReply, WorkerTask } from "./convert/worker-protocol.js";

const port = parentPort;
if (!port) throw new Error("convert-worker must run in a worker thread");
// This thread only extracts statements: pdf.js's synchronous inflater is faster here.
preferSynchronousInflate();
port.on("message", async (task: WorkerTask) => {
  const reply: WorkerReply = { id: task.id, result: await convertFile(task.input) };
  port.postMessage(reply);
});
