import { describe, expect, it } from "vitest";
import { hashPassword, timingSafeEqual, verifyPassword } from "./password.js";

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const { hash, salt } = await hashPassword("demo1234");
    expect(hash).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(await verifyPassword("demo1234", hash, salt)).toBe(true);
    expect(await verifyPassword("demo1235", hash, salt)).toBe(false);
  });

  it("salts every hash", async () => {
    const a = await hashPassword("same-password1");
    const b = await hashPassword("same-password1");
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
  });

  it("compares bytes of different lengths as unequal", () => {
    expect(timingSafeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 0]))).toBe(false);
    expect(timingSafeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2]))).toBe(true);
  });
});
