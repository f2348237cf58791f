import { describe, expect, it } from "vitest";
import {
  formatCurrency,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatLongDate,
  truncate,
} from "./format";

describe("formatCurrency", () => {
  it("formats US dollars with two decimals", () => {
    expect(formatCurrency(1234.5)).toBe("$1,234.50");
    expect(formatCurrency(-12)).toBe("-$12.00");
    expect(formatCurrency(0)).toBe("$0.00");
  });
  it("shows N/A for a missing value", () => {
    expect(formatCurrency(null)).toBe("N/A");
    expect(formatCurrency(undefined)).toBe("N/A");
    expect(formatCurrency(Number.NaN)).toBe("N/A");
  });
});

describe("dates", () => {
  it("shows a date-only value as the calendar date in any zone", () => {
    expect(formatDate("2025-07-01")).toBe("7/1/2025");
    expect(formatDate("2025-07-01", "America/Los_Angeles")).toBe("7/1/2025");
    expect(formatLongDate("2025-12-31")).toBe("December 31, 2025");
  });
  it("shows a timestamp in the given zone", () => {
    expect(formatDateTime("2025-07-01T03:04:00Z")).toBe("7/1/2025, 3:04 AM");
    expect(formatDateTime("2025-07-01T03:04:00Z", "America/New_York")).toBe("6/30/2025, 11:04 PM");
  });
  it("shows N/A for missing or unreadable dates", () => {
    expect(formatDate(null)).toBe("N/A");
    expect(formatDate("")).toBe("N/A");
    expect(formatDate("not a date")).toBe("N/A");
  });
});

describe("formatFileSize", () => {
  it("uses Bytes, KB, MB and GB", () => {
    expect(formatFileSize(0)).toBe("0 Bytes");
    expect(formatFileSize(512)).toBe("512 Bytes");
    expect(formatFileSize(1536)).toBe("1.5 KB");
    expect(formatFileSize(10 * 1024 * 1024)).toBe("10 MB");
    expect(formatFileSize(3.25 * 1024 ** 3)).toBe("3.25 GB");
  });
  it("shows N/A for a missing size", () => {
    expect(formatFileSize(undefined)).toBe("N/A");
  });
});

describe("truncate", () => {
  it("keeps short text and cuts long text with an ellipsis", () => {
    expect(truncate("short", 60)).toBe("short");
    expect(truncate("a".repeat(61), 60)).toBe(`${"a".repeat(60)}...`);
    expect(truncate("word word", 5)).toBe("word...");
  });
});
