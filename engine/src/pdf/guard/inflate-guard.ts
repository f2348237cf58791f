import {
  DecodeBudgetExceeded,
  decodeBudget,
  decodeChain,
  filterChain,
  inflatedSize,
  usesImageFilter,
} from "./filters.js";
import type { PdfObjects } from "./objects.js";
import { isDict, nameOf } from "./syntax.js";

/** The most one filter can expand its input: deflate ~1032:1, LZW 4096 bytes per 9-bit code, RunLength 64:1. */
const MAX_RATIO: Record<string, number> = {
  FlateDecode: 1032,
  Fl: 1032,
  LZWDecode: 4096,
  LZW: 4096,
  RunLengthDecode: 64,
  RL: 64,
  ASCII85Decode: 4,
  A85: 4,
};

/**
 * The bomb, if any: the streams text extraction decodes (page content, fonts, forms, CMaps,
 * object streams; not images, which it never decodes) adding up to more than `limit` bytes once
 * decoded through their whole filter chain (a stream compressed twice is a bomb squared), or one
 * of them expanding more than `maxRatio` times past a few MiB. pdf.js has no
 * such cap, and a small "zip bomb" would otherwise take all the memory of the Worker or process.
 * The largest streams are decoded first, chunk by chunk, until what is left could not pass the
 * limit even at its filters' highest ratio; for a statement that is a handful of streams.
 */
export async function exceedsInflatedSize(
  objects: PdfObjects,
  limit: number,
  maxRatio: number,
): Promise<DecodeBudgetExceeded | null> {
  const resolve = objects.resolve.bind(objects);
  const streams = objects.all.flatMap((object) => {
    const dict = object.value;
    if (!object.stream || !isDict(dict) || nameOf(resolve(dict.get("Subtype"))) === "Image") return [];
    const chain = filterChain(dict, resolve);
    if (chain.length === 0 || usesImageFilter(chain)) return [];
    const ratio = chain.reduce((r, f) => r * (MAX_RATIO[f.name] ?? 1), 1);
    return [{ data: object.stream.data, chain, most: object.stream.data.length * ratio }];
  });
  streams.sort((a, b) => b.most - a.most);
  let unread = streams.reduce((n, s) => n + s.most, 0);
  const budget = decodeBudget(limit, maxRatio);
  try {
    for (const { data, chain, most } of streams) {
      if (limit - budget.left + unread <= limit) return null;
      unread -= most;
      const last = chain.at(-1);
      if (last && (last.name === "FlateDecode" || last.name === "Fl") && !last.params?.has("Predictor")) {
        const before = await decodeChain(data, chain.slice(0, -1), budget);
        if (before) await inflatedSize(before, budget);
      } else await decodeChain(data, chain, budget);
    }
  } catch (error) {
    if (error instanceof DecodeBudgetExceeded) return error;
    throw error;
  }
  return null;
}
