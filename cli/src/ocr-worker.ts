/** Worker-thread entry of the OCR pool (convert/ocr-pool.ts): reads one image strip a message. */
import { parentPort } from "node:worker_threads";
import { nodeOcrReader } from "@statement-converter/engine/ocr-node";
import type { OcrReply, OcrTask } from "./convert/ocr-pool.js";

const port = parentPort;
if (!port) throw new Error("ocr-worker must run in a worker thread");
// The model loads as the thread starts; a task without an image (the pool warming up) waits for it.
const reader = nodeOcrReader();
port.on("message", async (task: OcrTask) => {
  const ocr = await reader;
  const words = task.image ? await ocr.recognise(task.image, task.dpi, task.layout, task.language) : [];
  port.postMessage(words satisfies OcrReply);
});
