import { describe, expect, it } from "vitest";
import { cell, lineOf } from "../../test/fixtures/lines.js";
import { findPeriod, findStatementDate, firstYear } from "./period.js";

const lines = (...texts: string[]) => texts.map((t, i) => lineOf(1, 40 + i * 10, [cell(35, t)]));

describe("findPeriod", () => {
  it("reads periods in the usual wordings", () => {
    expect(findPeriod(lines("April 1, 2022 through April 30, 2022"), "MD")).toEqual({
      start: "2022-04-01",
      end: "2022-04-30",
    });
    expect(findPeriod(lines("Statement period 9 November 2023 to 8 December 2023"), "DM")).toEqual({
      start: "2023-11-09",
      end: "2023-12-08",
    });
    expect(findPeriod(lines("Period 01.08.2025 - 31.08.2025"), "DM")).toEqual({
      start: "2025-08-01",
      end: "2025-08-31",
    });
    expect(findPeriod(lines("Statement Period", "07/01/2024 - 07/31/2024"), "MD")).toEqual({
      start: "2024-07-01",
      end: "2024-07-31",
    });
    expect(findPeriod(lines("Statement From : 01/11/2025 To : 30/11/2025"), "DM")).toEqual({
      start: "2025-11-01",
      end: "2025-11-30",
    });
  });

  it("reads two dates joined by words no connector list holds, after the ones it knows", () => {
    expect(findPeriod(lines("van 16 december 2024 tot en met 15 januari 2025"), "DM")).toEqual({
      start: "2024-12-16",
      end: "2025-01-15",
    });
    expect(findPeriod(lines("Periodo di riferimento 12 dicembre 2024 / 11 gennaio 2025"), "DM")).toEqual({
      start: "2024-12-12",
      end: "2025-01-11",
    });
    // A date and a due date joined by a word come after a period the connectors know, and a compact one.
    const known = lines("Statement date 01/02/2024 due 15/02/2024", "Period 01/01/2024 - 31/01/2024");
    expect(findPeriod(known, "DM")).toEqual({ start: "2024-01-01", end: "2024-01-31" });
    const compact = lines("Statement date 01/02/2024 due 15/02/2024", "1 - 31 January 2024");
    expect(findPeriod(compact, "DM")).toEqual({ start: "2024-01-01", end: "2024-01-31" });
    // Figures between the dates are no connector.
    expect(findPeriod(lines("01/02/2024 balance 1,234.00 15/02/2024"), "DM")).toBeNull();
  });

  it("reads two dates with only a space between (a dash drawn as a line, or lost to OCR)", () => {
    expect(findPeriod(lines("Billing Period: 12/14/25 01/13/26"), "MD")).toEqual({
      start: "2025-12-14",
      end: "2026-01-13",
    });
    // ... after a connector it knows, and never two dates out of order.
    expect(findPeriod(lines("Opened 03/02/24 04/01/24", "Period 03/02/24 - 04/01/24"), "MD")).toEqual({
      start: "2024-03-02",
      end: "2024-04-01",
    });
    expect(findPeriod(lines("Billing Period: 01/13/26 12/14/25"), "MD")).toBeNull();
    // Unlabelled, two dates side by side are a row's booked and value dates, not a period.
    expect(findPeriod(lines("03/02/24 04/01/24 CARD PAYMENT 4.50"), "MD")).toBeNull();
  });

  it("prefers the statement's period to other date ranges in the fine print", () => {
    const doc = lines(
      "Example Bank",
      "December 7, 2022 through January 6, 2023",
      "Annual Percentage Yield Earned 0.01% for the period 01/01/2023 through 12/31/2023.",
    );
    expect(findPeriod(doc, "MD")).toEqual({ start: "2022-12-07", end: "2023-01-06" });
  });

  it("reads periods that print the year once", () => {
    expect(findPeriod(lines("Statement Period: Oct 1 - Oct 31, 2024"), "MD")).toEqual({
      start: "2024-10-01",
      end: "2024-10-31",
    });
    expect(findPeriod(lines("Dec 15 - Jan 14, 2025"), "MD")).toEqual({
      start: "2024-12-15",
      end: "2025-01-14",
    });
    expect(findPeriod(lines("1 - 31 October 2024"), "DM")).toEqual({
      start: "2024-10-01",
      end: "2024-10-31",
    });
    expect(findPeriod(lines("October 1 - 31, 2024"), "MD")).toEqual({
      start: "2024-10-01",
      end: "2024-10-31",
    });
    expect(findPeriod(lines("Period 01/10 - 31/10/2024"), "DM")).toEqual({
      start: "2024-10-01",
      end: "2024-10-31",
    });
  });

  it("ignores ranges that cannot be a statement period", () => {
    expect(findPeriod(lines("valid 01/01/2020 - 12/31/2025"), "MD")).toBeNull();
    expect(findPeriod(lines("no dates here"), "MD")).toBeNull();
  });

  it("finds a year for statements that print none in their rows", () => {
    expect(firstYear(lines("Statement date 31 March 2024"), "DM")).toBe(2024);
    expect(firstYear(lines("nothing"), "DM")).toBeNull();
  });
});

describe("findStatementDate", () => {
  it("reads the date a statement is labelled with", () => {
    expect(findStatementDate(lines("Osprey Bank", "Statement date 22 January 2026"), "DM")).toBe(
      "2026-01-22",
    );
    expect(findStatementDate(lines("Balance as of 01/31/2025"), "MD")).toBe("2025-01-31");
    expect(findStatementDate(lines("Account opened 12 March 2019"), "DM")).toBeNull();
  });
});
