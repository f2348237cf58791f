/**
 * Lets other work of the Worker (other requests) or of the process run: the engine's long loops
 * (decoding, measuring, reading pages) call this between steps, since nothing can pre-empt them.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
