import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { inflateBudget, inflateEntry, listZip, ZipRefused } from "./zip-guard.js";

/** Inflates every part of `zip` within one budget; the refusal when there is one. */
async function inflateAll(zip: Uint8Array, total = 32 * 1024 * 1024, ratio = 250) {
  const budget = inflateBudget(total, ratio);
  let bytes = 0;
  for (const entry of listZip(zip) ?? []) {
    await inflateEntry(zip, entry, budget, (chunk) => {
      bytes += chunk.length;
    });
  }
  return bytes;
}

async function refusal(zip: Uint8Array, total?: number): Promise<ZipRefused> {
  try {
    await inflateAll(zip, total);
  } catch (error) {
    if (error instanceof ZipRefused) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

const lying = (zip: Uint8Array) => {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  for (let i = 0; i + 4 <= out.length; i++) {
    if (view.getUint32(i, true) === 0x04034b50) view.setUint32(i + 22, 10, true);
    if (view.getUint32(i, true) === 0x02014b50) view.setUint32(i + 24, 10, true);
  }
  return out;
};

describe("listZip", () => {
  it("lists a ZIP's parts with their methods and declared sizes", () => {
    const zip = zipSync({ "a.xml": [strToU8("<a/>"), { level: 0 }], "xl/b.xml": strToU8("<b>".repeat(100)) });
    expect(listZip(zip)?.map((e) => [e.name, e.method, e.declaredSize])).toEqual([
      ["a.xml", 0, 4],
      ["xl/b.xml", 8, 300],
    ]);
  });

  it("is null for a ZIP cut before its directory", () => {
    const zip = zipSync({ "xl/b.xml": strToU8("<b/>".repeat(1000)) });
    expect(listZip(zip.subarray(0, 40))).toBeNull();
  });
});

describe("inflateEntry", () => {
  it("hands over every byte of stored and deflated parts, a stored part past 1 MiB included", async () => {
    const big = strToU8("<row/>".repeat(400_000));
    const zip = zipSync({ "a.xml": [big, { level: 0 }], "b.xml": strToU8("<b/>".repeat(100)) });
    expect(await inflateAll(zip)).toBe(big.length + 400);
  });

  it("refuses parts whose declared sizes pass the budget without inflating them", async () => {
    const zip = zipSync({ "xl/worksheets/sheet1.xml": strToU8(" ".repeat(2_000_000)) });
    expect((await refusal(zip, 1_000_000)).reason).toBe("inflated");
  });

  it("refuses a part that expands more than the ratio once past 1 MiB, whatever its directory says", async () => {
    const zip = lying(zipSync({ "xl/worksheets/sheet1.xml": strToU8(" ".repeat(3_000_000)) }, { level: 9 }));
    const error = await refusal(zip);
    expect(error.reason).toBe("inflated");
    expect(error.message).toMatch(/more than 250 times/);
  });

  it("stops at the budget when sizes lie and the ratio holds", async () => {
    const text = Array.from({ length: 200_000 }, (_, i) => `<c><v>${i * 7919}</v></c>`).join("");
    const zip = lying(zipSync({ "s.xml": strToU8(text) }, { level: 9 }));
    expect((await refusal(zip, 1_000_000)).message).toMatch(/more than 1 MB/);
  });

  it("calls damaged deflate data damaged, and passes on what the caller throws", async () => {
    const damaged = zipSync({ "xl/worksheets/sheet1.xml": strToU8("<row><c/></row>".repeat(500)) });
    // The first deflate block's type: 11, the reserved one.
    damaged[30 + "xl/worksheets/sheet1.xml".length] = 0x07;
    expect((await refusal(damaged)).reason).toBe("damaged");
    const zip = zipSync({ "a.xml": strToU8("<a/>".repeat(1000)) });
    const entry = listZip(zip)?.[0];
    if (!entry) throw new Error("no entry");
    const mine = new Error("over a bound");
    await expect(
      inflateEntry(zip, entry, inflateBudget(1 << 20, 250), () => {
        throw mine;
      }),
    ).rejects.toBe(mine);
  });
});
