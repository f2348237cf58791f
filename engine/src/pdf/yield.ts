/**
 * Lets other work of the Worker (other requests) or of the process run: the engine's long loops
 * (decoding, measuring, reading pages) call this between steps, since nothing can pre-empt them.
 * Node's setImmediate runs after pending I/O without the millisecond a zero timeout waits there
 * (a millisecond per page of a statement); elsewhere (workerd) a zero timeout.
 */
export function yieldToEventLoop(): Promise<void> {
  if (typeof setImmediate === "function") return new Promise((resolve) => setImmediate(resolve));
  return new Promise((resolve) => setTimeout(resolve, 0));
}
