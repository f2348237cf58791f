/** Worker-thread entry of the OCR pool (convert/ocr-pool.ts): reads one image strip a message. */
import { parentPort } from "node:worker_threads";
import { nodeOcrReader } from "@statement-converter/engine/ocr-node";
import type { OcrReply, OcrTask } from "./convert/ocr-pool.js";

const port = parentPort;
if (!port) throw new Error("ocr-worker must run in a worker thread");
port.on("message", async ({ image, dpi, layout }: OcrTask) => {
  const words = await (await nodeOcrReader()).recognise(image, dpi, layout);
  port.postMessage(words satisfies OcrReply);
});
