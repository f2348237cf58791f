import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { type BoundUse, boundUses } from "../src/pdf/bound-use.js";

/**
 * Real statements must stay far below every work bound: every PDF of the real corpora and of
 * test/printed uses at most a tenth of each bound (docs/decisions/0008). `npm run bounds -w
 * engine` prints the same measures file by file. The file size is the product's upload limit,
 * not a work bound: it is reported there, not held to the headroom.
 */
const HEADROOM = 10;
const here = fileURLToPath(import.meta.url);
const shared = resolve(here, "../../../../shared");
const folders = [
  ...["corpus", "corpus-real", "corpus-real-2"].map((d) => join(shared, d)),
  resolve(here, "../printed"),
].filter((d) => existsSync(d));
if (folders.length < 4) console.warn(`work headroom test: only ${folders.join(", ")} found`);

const highest = new Map<string, BoundUse & { file: string }>();

describe.each(folders)("work bounds against the real PDFs of %s", (folder) => {
  for (const name of readdirSync(folder).filter((n) => n.endsWith(".pdf"))) {
    it(`${name} uses at most 1/${HEADROOM} of every bound`, async () => {
      const truthPath = join(folder, name.replace(/\.pdf$/, ".truth.json"));
      const truth = existsSync(truthPath) ? JSON.parse(readFileSync(truthPath, "utf8")) : {};
      const uses = await boundUses(new Uint8Array(readFileSync(join(folder, name))), truth.password);
      for (const use of uses) {
        const key = `${use.bound}: ${use.measure}`;
        if (use.use > (highest.get(key)?.use ?? -1)) highest.set(key, { ...use, file: name });
      }
      const close = uses.filter((u) => u.workBound && u.use * HEADROOM > u.limit);
      expect(close.map((u) => `${u.measure}: ${u.use} of ${u.limit}`)).toEqual([]);
    });
  }
});

afterAll(() => {
  console.log(`highest use of each work bound over ${folders.length} folders of real PDFs`);
  console.table(
    [...highest.values()].map((h) => ({
      measure: h.measure,
      bound: h.limit,
      highest: h.use,
      headroom: h.use ? `${Math.floor(h.limit / h.use)}x` : "-",
      file: h.file,
    })),
  );
});
