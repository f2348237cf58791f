import { zlibSync } from "fflate";
import { describe, expect, it } from "vitest";
import { DecodeBudgetExceeded, decodeBudget, decodeChain, filterChain } from "./filters.js";
import { Name } from "./syntax.js";

const bytes = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
const chain = (...names: string[]) => names.map((name) => ({ name, params: null }));
const big = () => decodeBudget(1 << 24, 100);
const decode = async (data: Uint8Array, names: string[]) => {
  const out = await decodeChain(data, chain(...names), big());
  return out ? String.fromCharCode(...out) : null;
};

describe("decodeChain", () => {
  it("decodes ASCIIHex, ASCII85, RunLength and Flate, in the order given", async () => {
    expect(await decode(bytes("48 65 6C6c6F>"), ["ASCIIHexDecode"])).toBe("Hello");
    expect(await decode(bytes('87cURD]i,"Ebo80~>'), ["ASCII85Decode"])).toBe("Hello World!");
    expect(await decode(Uint8Array.of(1, 0x41, 0x42, 253, 0x43, 128), ["RunLengthDecode"])).toBe("ABCCCC");
    const hex = Array.from(zlibSync(bytes("q Q")), (b) => b.toString(16).padStart(2, "0")).join("");
    expect(await decode(bytes(hex), ["AHx", "Fl"])).toBe("q Q");
  });

  it("decodes LZW (the example of ISO 32000-1, 7.4.4.2)", async () => {
    const codes = Uint8Array.of(0x80, 0x0b, 0x60, 0x50, 0x22, 0x0c, 0x0c, 0x85, 0x01);
    expect(await decode(codes, ["LZWDecode"])).toBe("-----A---B");
  });

  it("undoes PNG predictors", async () => {
    // Two rows of 3 bytes: "Up" then "Sub".
    const rows = Uint8Array.of(2, 1, 2, 3, 1, 1, 1, 1);
    const params = new Map([
      ["Predictor", 12],
      ["Columns", 3],
    ]) as Map<string, never>;
    const out = await decodeChain(zlibSync(rows), [{ name: "FlateDecode", params }], big());
    expect([...(out ?? [])]).toEqual([1, 2, 3, 1, 2, 3]);
  });

  it("stops at the budget, and at the ratio past 4 MiB; does not decode image codecs", async () => {
    const mib = zlibSync(new Uint8Array(1 << 20));
    await expect(decodeChain(mib, chain("FlateDecode"), decodeBudget(1000, 100))).rejects.toThrow(
      DecodeBudgetExceeded,
    );
    // 1 MiB of zeros is 1,000 times smaller deflated, but under 4 MiB: read.
    expect((await decodeChain(mib, chain("FlateDecode"), big()))?.length).toBe(1 << 20);
    const bomb = zlibSync(new Uint8Array(8 << 20));
    const error = await decodeChain(bomb, chain("FlateDecode"), big()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DecodeBudgetExceeded);
    expect((error as DecodeBudgetExceeded).reason).toBe("ratio");
    expect(await decodeChain(bytes("xx"), chain("DCTDecode"), big())).toBeNull();
  });

  it("reads /Filter and /DecodeParms, resolving names and arrays", () => {
    const dict = new Map([
      ["Filter", [new Name("ASCIIHexDecode"), new Name("FlateDecode")]],
      ["DecodeParms", [null, new Map([["Predictor", 12]])]],
    ]) as Map<string, never>;
    const found = filterChain(dict, (v) => v);
    expect(found.map((f) => f.name)).toEqual(["ASCIIHexDecode", "FlateDecode"]);
    expect(found[1]?.params?.get("Predictor")).toBe(12);
  });
});
