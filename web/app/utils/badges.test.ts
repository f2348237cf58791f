import { describe, expect, it } from "vitest";
import { statusLabel, statusTone } from "./badges";

describe("status badge", () => {
  it.each([
    ["completed", "success", "Completed"],
    ["processing", "warning", "Processing"],
    ["failed", "danger", "Failed"],
    ["pending", "neutral", "Pending"],
    [null, "success", "Completed"],
    ["archived", "success", "Archived"],
  ])("%s -> %s", (status, tone, label) => {
    expect(statusTone(status)).toBe(tone);
    expect(statusLabel(status)).toBe(label);
  });
});
