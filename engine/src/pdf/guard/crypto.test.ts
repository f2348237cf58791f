import { describe, expect, it } from "vitest";
import { aesDecryptRaw, aesEncryptRaw, md5, rc4 } from "./crypto.js";

const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
const ascii = (s: string) => new TextEncoder().encode(s);

describe("ciphers of the standard security handler", () => {
  it("MD5 gives RFC 1321's test values", () => {
    expect(hex(md5(ascii("")))).toBe("d41d8cd98f00b204e9800998ecf8427e");
    expect(hex(md5(ascii("abc")))).toBe("900150983cd24fb0d6963f7d28e17f72");
    expect(
      hex(md5(ascii("12345678901234567890123456789012345678901234567890123456789012345678901234567890"))),
    ).toBe("57edf4a22be3c955ac49da2e2107b67a");
  });

  it("RC4 gives the well-known test vector and is its own inverse", () => {
    const out = rc4(ascii("Key"), ascii("Plaintext"));
    expect(hex(out)).toBe("bbf316e8d940af0ad3");
    expect(new TextDecoder().decode(rc4(ascii("Key"), out))).toBe("Plaintext");
  });

  it("AES-CBC without padding round-trips any whole blocks", async () => {
    const key = new Uint8Array(32).map((_, i) => i);
    const iv = new Uint8Array(16).fill(7);
    const data = new Uint8Array(48).map((_, i) => (i * 37) & 0xff);
    const sealed = await aesEncryptRaw(key, iv, data);
    expect(sealed.length).toBe(48);
    expect([...(await aesDecryptRaw(key, iv, sealed))]).toEqual([...data]);
  });
});
