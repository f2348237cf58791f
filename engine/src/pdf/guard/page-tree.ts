import type { PdfObjects } from "./objects.js";
import { isDict, nameOf, type PdfValue } from "./syntax.js";

/** Nodes of a page tree visited before giving up counting (a tree of that many is far past any bound). */
const MAX_STEPS = 200_000;

/**
 * How many pages the page trees of the file lead a reader to, each kid counted as often as it is
 * listed (pdf.js counts the kids it finds: one page dictionary listed 10,000 times is 10,000
 * pages), up to `most + 1`. Every catalog's tree counts (the trailer may name any); a node met
 * again inside itself is a loop and not followed.
 */
export function pageTreePages(objects: PdfObjects, most: number): number {
  let pages = 0;
  let steps = 0;
  const roots = objects.all
    .map((o) => o.value)
    .filter((v) => isDict(v) && nameOf(objects.get(v, "Type")) === "Catalog")
    .map((catalog) => (isDict(catalog) ? catalog.get("Pages") : undefined));
  for (const root of roots) {
    let inTree = 0;
    const stack: { node: PdfValue | undefined; path: Set<PdfValue> }[] = [{ node: root, path: new Set() }];
    while (stack.length && inTree <= most && steps++ < MAX_STEPS) {
      const { node: ref, path } = stack.pop() as (typeof stack)[number];
      const node = objects.resolve(ref);
      if (!isDict(node) || path.has(node)) continue;
      const kids = objects.get(node, "Kids");
      if (!Array.isArray(kids)) {
        inTree++;
        continue;
      }
      const below = new Set(path).add(node);
      for (const kid of kids) stack.push({ node: kid, path: below });
    }
    pages = Math.max(pages, inTree);
  }
  return Math.min(pages, most + 1);
}
