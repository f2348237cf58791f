import { describe, expect, it } from "vitest";
import { isCrossSiteWrite } from "./origin";

const site = new URL("http://127.0.0.1:5173/logout");

describe("isCrossSiteWrite", () => {
  it("refuses a write whose Origin is another site's", () => {
    expect(isCrossSiteWrite("POST", site, "https://evil.example")).toBe(true);
    expect(isCrossSiteWrite("post", site, "http://127.0.0.1:3000")).toBe(true);
    expect(isCrossSiteWrite("DELETE", site, "null")).toBe(true);
  });

  it("lets the site's own writes, reads, Origin-less clients and /api/* (the API's to judge) pass", () => {
    expect(isCrossSiteWrite("POST", site, "http://127.0.0.1:5173")).toBe(false);
    expect(isCrossSiteWrite("GET", site, "https://evil.example")).toBe(false);
    expect(isCrossSiteWrite("POST", site, null)).toBe(false);
    expect(
      isCrossSiteWrite("POST", new URL("http://127.0.0.1:5173/api/auth/login"), "https://evil.example"),
    ).toBe(false);
  });
});
