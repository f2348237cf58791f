import { getResolvedPDFJS } from "unpdf";
import { describe, expect, it } from "vitest";
import { drawPdf } from "../../test/fixtures/pdf.js";
import { InThreadPort, inThreadWorker } from "./in-thread-worker.js";
import { installRuntimeFeatures } from "./runtime-features.js";

/** Lets every pending microtask run (and the ones they queue), but no macrotask. */
async function microtasks(): Promise<void> {
  for (let i = 0; i < 200; i++) await Promise.resolve();
}

describe("InThreadPort", () => {
  it("delivers messages in order, later, with the arrays the sender empties afterwards copied", async () => {
    const port = new InThreadPort();
    const seen: unknown[] = [];
    port.addEventListener("message", (event) => seen.push(event.data));
    const args = [[1, 2]];
    const chunk = { fnArray: [7, 8], argsArray: args };
    port.postMessage({ stream: 1, chunk });
    chunk.fnArray.length = 0;
    args.length = 0;
    port.postMessage({ stream: 2 });
    expect(seen).toEqual([]);
    await microtasks();
    expect(seen).toEqual([{ stream: 1, chunk: { fnArray: [7, 8], argsArray: [[1, 2]] } }, { stream: 2 }]);
  });

  it("pauses for the event loop every 16 messages, still in order", async () => {
    const port = new InThreadPort();
    const seen: number[] = [];
    port.addEventListener("message", (event) => seen.push(event.data as number));
    for (let i = 0; i < 40; i++) port.postMessage(i);
    await microtasks();
    expect(seen).toEqual(Array.from({ length: 15 }, (_, i) => i));
    await new Promise((resolve) => setImmediate(resolve));
    await microtasks();
    expect(seen).toEqual(Array.from({ length: 31 }, (_, i) => i));
    await new Promise((resolve) => setImmediate(resolve));
    await microtasks();
    expect(seen).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });

  it("shares class instances and typed arrays instead of copying them", async () => {
    const port = new InThreadPort();
    let got: { glyph?: unknown; bytes?: unknown } = {};
    port.addEventListener("message", (event) => {
      got = event.data as typeof got;
    });
    class Glyph {
      constructor(readonly unicode: string) {}
    }
    const glyph = new Glyph("A");
    const bytes = new Uint8Array([1, 2, 3]);
    port.postMessage({ glyph, bytes });
    await microtasks();
    expect(got.glyph).toBe(glyph);
    expect(got.bytes).toBe(bytes);
  });

  it("stops delivering once terminated", async () => {
    const port = new InThreadPort();
    const seen: unknown[] = [];
    port.addEventListener("message", (event) => seen.push(event.data));
    port.postMessage("before");
    port.terminate();
    await microtasks();
    expect(seen).toEqual([]);
  });
});

describe("inThreadWorker", () => {
  it("runs pdf.js's worker side on an InThreadPort, and pdf.js reads a page's operators through it", async () => {
    installRuntimeFeatures();
    const pdfjs = await getResolvedPDFJS();
    const worker = inThreadWorker(pdfjs);
    // Null would mean pdf.js no longer offers its worker side here: the engine would still read
    // PDFs, through pdf.js's own fake worker, but clone every glyph of every page on the way.
    expect(worker).not.toBeNull();
    expect(worker?.port).toBeInstanceOf(InThreadPort);
    const pdf = await pdfjs.getDocument({
      data: await drawPdf([[{ x: 40, y: 100, text: "OPENING BALANCE", size: 10 }]], {}),
      ...(worker ? { worker } : {}),
      disableFontFace: true,
      verbosity: 0,
    }).promise;
    try {
      const page = await pdf.getPage(1);
      const ops = await page.getOperatorList();
      const shown = ops.argsArray[ops.fnArray.indexOf(pdfjs.OPS.showText)] as [{ unicode: string }[]];
      expect(shown[0].map((g) => g.unicode).join("")).toBe("OPENING BALANCE");
    } finally {
      await pdf.loadingTask.destroy();
      worker?.destroy();
    }
  });
});
