import { describe, expect, it } from "vitest";
import { ContentScanner } from "./content-scan.js";

const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const scan = (text: string) => new ContentScanner().scan(latin1(text));

describe("ContentScanner", () => {
  it("counts operators, not operands, and how deep q, BT and marked content nest", () => {
    const cost = scan("q 1 0 0 1 10 20 cm q /P <</MCID 3>> BDC BT /F1 9 Tf (a) Tj ET EMC Q Q true pop");
    expect(cost.operators).toBe(12);
    expect(cost.maxSaveDepth).toBe(2);
    expect(cost.nestedSaves).toBe(1);
    expect(cost.maxTextDepth).toBe(1);
    expect(cost.maxMarkedDepth).toBe(1);
    expect(cost.fonts).toEqual(new Set(["F1"]));
  });

  it("measures the strings each text-showing operator shows (TJ arrays together, hex as bytes)", () => {
    const cost = scan("BT [(ab) -20 (cde)] TJ <414243444546> Tj (x\\)y) ' 1 2 (zz) \" ET");
    expect(cost.textRuns).toBe(4);
    expect(cost.longestRun).toBe(6);
    expect(cost.textBytes).toBe(5 + 6 + 4 + 2);
  });

  it("counts the forms and patterns each name calls and skips an inline image's data", () => {
    const cost = scan("/Fm1 Do /Fm1 Do /Im2 Do BI /W 2 /H 1 /BPC 8 /CS /G ID \u0000q q BT EI Q /Fm1 Do");
    expect(cost.invokes).toEqual(
      new Map([
        ["Fm1", 3],
        ["Im2", 1],
      ]),
    );
    expect(cost.maxSaveDepth).toBe(0);
  });

  it("records the deepest graphics-state depth at which each name is drawn", () => {
    const cost = scan("q /A Do Q q /A Do Q q q /B Do Q Q /C Do");
    expect(cost.invokeDepth).toEqual(
      new Map([
        ["A", 1],
        ["B", 2],
        ["C", 0],
      ]),
    );
  });

  it("measures how deep operands nest arrays and dictionaries", () => {
    expect(scan("[[[1] 2] 3] 0 d /P << /A << /B [1] >> >> BDC [1] TJ").maxOperandDepth).toBe(3);
  });

  it("carries the graphics-state depth from one stream of a page to the next", () => {
    const scanner = new ContentScanner();
    scanner.scan(latin1("q q"));
    const cost = scanner.scan(latin1("q Q"));
    expect(cost.maxSaveDepth).toBe(3);
    expect(cost.nestedSaves).toBe(2);
  });

  it("scans a stream in slices of operators, the same as in one go", () => {
    const data = latin1("q 1 0 0 1 10 20 cm BT /F1 9 Tf (ab) Tj ET Q ".repeat(100));
    const whole = new ContentScanner().scan(data);
    const sliced = new ContentScanner();
    const stops: number[] = [];
    for (let at = 0; at < data.length; ) {
      at = sliced.scanFrom(data, at, 64);
      stops.push(sliced.cost.operators);
    }
    expect(stops.slice(0, 3)).toEqual([64, 128, 192]);
    expect(sliced.cost).toEqual(whole);
  });

  it("stops as soon as the check throws", () => {
    let calls = 0;
    const scanner = new ContentScanner((cost) => {
      calls++;
      if (cost.maxSaveDepth > 1000) throw new Error("too deep");
    });
    expect(() => scanner.scan(new TextEncoder().encode("q ".repeat(1_000_000)))).toThrow("too deep");
    expect(calls).toBeLessThan(5);
  });
});
