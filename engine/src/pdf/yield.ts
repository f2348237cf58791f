/**
 * Lets other work of the Worker (other requests) or of the process run: the engine's long loops
 * (decoding, measuring, reading pages, OCR strips, exports) call this between steps, since nothing
 * can pre-empt them.
 *
 * Node: setImmediate, which runs after pending I/O without the millisecond a timer waits there
 * (a millisecond per page of a statement). Elsewhere (workerd): a 1 ms timer. A zero timeout
 * lets workerd run one turn of what is ready, but a request waiting on several round trips
 * (health: D1, then R2 three times) gets only one of them per pause; while the timer runs, the
 * loop waits on I/O and the waiting requests go on as far as their I/O allows. Measured in
 * `wrangler dev` with slices of ~100 ms: health's median wait about halved (docs/capacity.md).
 * The pause costs no CPU, only the millisecond of wall time per pause.
 */
export function yieldToEventLoop(): Promise<void> {
  if (typeof setImmediate === "function") return new Promise((resolve) => setImmediate(resolve));
  return new Promise((resolve) => setTimeout(resolve, 1));
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
