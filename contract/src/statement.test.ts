import { describe, expect, it } from "vitest";
import { accountKey } from "./statement.js";

describe("accountKey", () => {
  it("names an account by its masked number first, else its name, else nothing", () => {
    expect(accountKey({ accountNumber: "****4417", name: "Everyday Checking" })).toBe("****4417");
    expect(accountKey({ accountNumber: null, name: "Savings" })).toBe("Savings");
    expect(accountKey({ accountNumber: null, name: null })).toBeNull();
  });
});
