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

/**
 * A pause for other work after every `every` units of work (glyphs, words): long synchronous
 * steps over many pages give way between pages without a pause for every small page.
 */
export function pacer(every: number): (work: number) => Promise<void> {
  let since = 0;
  return async (work) => {
    since += work;
    if (since < every) return;
    since = 0;
    await yieldToEventLoop();
  };
}
