import { describe, expect, it } from "vitest";
import { loginPath, pathWithSearch, safeRedirect } from "./redirect";

describe("safeRedirect", () => {
  it("follows local paths with their query", () => {
    expect(safeRedirect("/history?page=2")).toBe("/history?page=2");
    expect(safeRedirect("/results/abc")).toBe("/results/abc");
  });
  it("falls back for anything that leaves the site", () => {
    expect(safeRedirect("https://evil.example")).toBe("/dashboard");
    expect(safeRedirect("//evil.example/x")).toBe("/dashboard");
    expect(safeRedirect("/\\evil.example")).toBe("/dashboard");
    expect(safeRedirect("/x\n//evil")).toBe("/dashboard");
    expect(safeRedirect("")).toBe("/dashboard");
    expect(safeRedirect(null, "/")).toBe("/");
  });
});

describe("loginPath", () => {
  it("carries the intended full path", () => {
    expect(loginPath("/history?page=2&sort=oldest")).toBe(
      "/login?redirect=%2Fhistory%3Fpage%3D2%26sort%3Doldest",
    );
    expect(loginPath("/")).toBe("/login");
    expect(loginPath(null)).toBe("/login");
    expect(loginPath("https://evil.example")).toBe("/login");
  });
  it("reads the path and query of a URL", () => {
    expect(pathWithSearch("http://127.0.0.1:5173/results/7?x=1#top")).toBe("/results/7?x=1");
  });
});
