import { describe, expect, it } from "vitest";
import { cmapEntries } from "./cmap-scan.js";

const bytes = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

describe("cmapEntries", () => {
  it("counts every code of each range and each single mapping", () => {
    const cmap = `/CIDInit /ProcSet findresource begin 12 dict begin begincmap
      1 begincodespacerange <0000> <FFFF> endcodespacerange
      2 beginbfchar <0003> <0020> <0011> <002E> endbfchar
      2 beginbfrange <0010> <001F> <0041> <0100> <0102> [<0061> <0062> <0063>] endbfrange
      1 begincidrange <0000> <FFFF> 0 endcidrange
      1 begincidchar <1234> 7 endcidchar
      endcmap CMapName currentdict /CMap defineresource pop end end`;
    expect(cmapEntries(bytes(cmap))).toBe(2 + 16 + 3 + 65_536 + 1);
  });

  it("reads nothing from data that is not a CMap", () => {
    expect(cmapEntries(bytes("q 1 0 0 1 0 0 cm BT (Hello) Tj ET Q"))).toBe(0);
    expect(cmapEntries(new Uint8Array([0, 255, 40, 41, 60, 62, 91, 93]))).toBe(0);
  });
});
