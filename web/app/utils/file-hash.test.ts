import { describe, expect, it } from "vitest";
import { isPdf, sha256Hex } from "./file-hash";

describe("sha256Hex", () => {
  it("is the SHA-256 of the file's bytes in lower-case hex", async () => {
    expect(await sha256Hex(new Blob(["abc"]))).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
    expect(await sha256Hex(new Blob([]))).toBe(
      "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    );
  });
});

describe("isPdf", () => {
  it("knows a PDF by its header, not its name", async () => {
    expect(await isPdf(new Blob(["%PDF-1.7\n..."]))).toBe(true);
    expect(await isPdf(new Blob(["Date,Amount\n"]))).toBe(false);
  });
});
