import { describe, expect, it } from "vitest";
import { applyKeys, type SecretState } from "./prompt.js";

const start: SecretState = { value: "", status: "typing" };
const type = (...chunks: string[]) => chunks.reduce(applyKeys, start);

describe("applyKeys (the password prompt's keys)", () => {
  it("keeps typed and pasted text and ends at Enter", () => {
    expect(type("s3", "cr", "et")).toEqual({ value: "s3cret", status: "typing" });
    expect(type("pasted-pw\r")).toEqual({ value: "pasted-pw", status: "done" });
    expect(type("a", "\n")).toEqual({ value: "a", status: "done" });
  });

  it("deletes with Backspace and clears with Ctrl-U", () => {
    expect(type("abc", "\u007f", "d\r")).toEqual({ value: "abd", status: "done" });
    expect(type("äö", "\b", "\r")).toEqual({ value: "ä", status: "done" });
    expect(type("wrong", "\u0015", "right\r")).toEqual({ value: "right", status: "done" });
  });

  it("ignores arrow keys and other control characters", () => {
    expect(type("a\u001b[D", "\u001b[A", "\tb\r")).toEqual({ value: "ab", status: "done" });
  });

  it("cancels on Ctrl-C, and on Ctrl-D only when nothing was typed", () => {
    expect(type("abc", "\u0003")).toEqual({ value: "", status: "cancelled" });
    expect(type("\u0004")).toEqual({ value: "", status: "cancelled" });
    expect(type("x\u0004")).toEqual({ value: "x", status: "typing" });
  });
});
