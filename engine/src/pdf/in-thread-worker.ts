import type { getResolvedPDFJS } from "unpdf";
import { yieldToEventLoop } from "./yield.js";

type PdfJs = Awaited<ReturnType<typeof getResolvedPDFJS>>;
type Listener = (this: InThreadPort, event: { data: unknown }) => void;

interface WorkerSide {
  initializeFromPort(port: InThreadPort): void;
}

/**
 * Copies what the sender of a message may still change once it is sent. pdf.js refills the
 * arrays of an operator list chunk after sending them (it empties them for the next chunk), so
 * arrays are copied; their elements are not: an operator's arguments (its glyphs, matrices,
 * paths) are made anew for every operator and never changed once listed. Plain objects (the
 * message envelopes) are copied through; everything else (fonts' typed arrays, class instances)
 * is shared as it is, as pdf.js never changes it after sending (or transfers it, giving it up).
 */
function copyMessage(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice();
  if (value === null || typeof value !== "object") return value;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = copyMessage((value as Record<string, unknown>)[key]);
  return out;
}

/**
 * Messages delivered between pauses for other work of the Worker. pdf.js sends a page's
 * operator list in chunks of about a thousand operators, and waits for each to be taken before
 * it goes on: pausing every few messages ends its work on a big page every few thousand
 * operators (a page of 40,000 text operators is otherwise one uninterrupted second).
 */
const MESSAGES_BETWEEN_PAUSES = 16;

/**
 * The port between pdf.js's document side and its worker side when both run in this thread, as
 * its own fake worker's port does, but without a structured clone of every message: that clone
 * copies every glyph object of every operator list, which costs more than reading the text.
 * Messages are delivered in order, each in a microtask of its own as pdf.js's port does, and
 * every MESSAGES_BETWEEN_PAUSES-th after a pause for the event loop.
 */
export class InThreadPort {
  readonly #listeners = new Set<Listener>();
  #delivered: Promise<void> = Promise.resolve();
  #sincePause = 0;

  postMessage(message: unknown): void {
    const event = { data: copyMessage(message) };
    const pause = ++this.#sincePause >= MESSAGES_BETWEEN_PAUSES;
    if (pause) this.#sincePause = 0;
    this.#delivered = this.#delivered
      .then(async () => {
        if (pause) await yieldToEventLoop();
        for (const listener of this.#listeners) listener.call(this, event);
      })
      // A listener's failure is its own (pdf.js reports it on its side); later messages still go.
      .catch(() => undefined);
  }

  addEventListener(type: string, listener: Listener): void {
    if (type === "message") this.#listeners.add(listener);
  }

  removeEventListener(type: string, listener: Listener): void {
    if (type === "message") this.#listeners.delete(listener);
  }

  terminate(): void {
    this.#listeners.clear();
  }
}

/**
 * A pdf.js worker running in this thread on an InThreadPort, for one document (destroy it after
 * the document; it logs nothing), or null where pdf.js's worker side is not at hand: pdf.js then
 * sets up its own.
 */
export function inThreadWorker(pdfjs: PdfJs): InstanceType<PdfJs["PDFWorker"]> | null {
  const side = (globalThis as { pdfjsWorker?: { WorkerMessageHandler?: WorkerSide } }).pdfjsWorker
    ?.WorkerMessageHandler;
  if (typeof side?.initializeFromPort !== "function") return null;
  const port = new InThreadPort();
  side.initializeFromPort(port);
  type Port = NonNullable<Parameters<PdfJs["PDFWorker"]["create"]>[0]>["port"];
  return pdfjs.PDFWorker.create({ port: port as unknown as Port, verbosity: 0 });
}
