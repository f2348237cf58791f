/**
 * Lets the Worker serve other requests before going on: a long loop (an export written slice by
 * slice) awaits this between slices, since nothing pre-empts JavaScript in an isolate.
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
