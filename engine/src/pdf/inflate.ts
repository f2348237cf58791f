/**
 * pdf.js inflates FlateDecode streams (page content, fonts) through the platform's
 * DecompressionStream when there is one. In Node that path goes through web streams and an
 * event-loop turn per stream, which costs more than it saves on statement-sized streams:
 * without it pdf.js uses its own synchronous inflater and reads the corpus about 1.3-1.7x faster.
 *
 * Call this once in a Node process or worker thread that is dedicated to extraction (the CLI's
 * worker threads, the benchmark): it removes DecompressionStream from that thread's globals.
 * Not for workerd, where DecompressionStream is native and the global belongs to the Worker.
 */
export function preferSynchronousInflate(): void {
  Reflect.deleteProperty(globalThis, "DecompressionStream");
}
