import { describe, expect, it } from "vitest";
import "./zod-config";

describe("zod-config", () => {
  it("turns zod's compiled parsers off without importing zod, where zod reads its settings", async () => {
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
    // The same object: zod did not start from a fresh one.
    expect(z.config()).toBe((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig);
  });
});
