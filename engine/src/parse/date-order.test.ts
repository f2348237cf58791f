import { describe, expect, it } from "vitest";
import { inferNumericOrder } from "./date-order.js";

describe("inferNumericOrder", () => {
  it("uses values above 12", () => {
    expect(inferNumericOrder(["04/01", "04/13", "04/30"], null)).toBe("MD");
    expect(inferNumericOrder(["01/04", "13/04", "30/04"], "USD")).toBe("DM");
  });

  it("leans on dots and the currency when no value decides", () => {
    expect(inferNumericOrder(["01.04", "02.04"], null)).toBe("DM");
    expect(inferNumericOrder(["01/04", "02/04"], "GBP")).toBe("DM");
    expect(inferNumericOrder(["01/04", "02/04"], "USD")).toBe("MD");
    expect(inferNumericOrder(["Jan 05"], null)).toBe("MD");
  });
});
