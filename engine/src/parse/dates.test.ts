import { describe, expect, it } from "vitest";
import {
  dateShapedLike,
  findDates,
  numericPair,
  numericYearDigits,
  parseDate,
  resolveYear,
  withoutShortYear,
} from "./dates.js";

describe("parseDate", () => {
  it("reads numeric dates in the statement's order", () => {
    expect(parseDate("04/01", "MD")).toEqual({ year: null, month: 4, day: 1 });
    expect(parseDate("04/01", "DM")).toEqual({ year: null, month: 1, day: 4 });
    expect(parseDate("07/31/2024", "MD")).toEqual({ year: 2024, month: 7, day: 31 });
    expect(parseDate("31.08.2025", "DM")).toEqual({ year: 2025, month: 8, day: 31 });
    expect(parseDate("05/01/24", "DM")).toEqual({ year: 2024, month: 1, day: 5 });
    expect(parseDate("2025-08-05", "MD")).toEqual({ year: 2025, month: 8, day: 5 });
    expect(parseDate("13-10", "DM")).toEqual({ year: null, month: 10, day: 13 });
  });

  it("reads month names in several languages", () => {
    expect(parseDate("01 Oct 2022", "MD")).toEqual({ year: 2022, month: 10, day: 1 });
    expect(parseDate("Jan 05", "MD")).toEqual({ year: null, month: 1, day: 5 });
    expect(parseDate("April 1, 2022", "MD")).toEqual({ year: 2022, month: 4, day: 1 });
    expect(parseDate("5-Jan-24", "MD")).toEqual({ year: 2024, month: 1, day: 5 });
    expect(parseDate("3. März 2025", "DM")).toEqual({ year: 2025, month: 3, day: 3 });
    expect(parseDate("12 déc. 2023", "DM")).toEqual({ year: 2023, month: 12, day: 12 });
  });

  it("reads a date after its weekday, also where OCR lost the space between them", () => {
    expect(parseDate("Sun 02 Mar", "DM")).toEqual({ year: null, month: 3, day: 2 });
    expect(parseDate("Sun02 Mar", "DM")).toEqual({ year: null, month: 3, day: 2 });
    expect(parseDate("Thu06/03/2025", "DM")).toEqual({ year: 2025, month: 3, day: 6 });
    expect(parseDate("Sunday02 Mar", "DM")).toBeNull();
  });

  it("rejects impossible dates and non-dates", () => {
    expect(parseDate("13/13", "MD")).toBeNull();
    expect(parseDate("02/30/2024", "MD")).toBeNull();
    expect(parseDate("12.50", "MD")).toBeNull();
    expect(parseDate("32-10", "DM")).toBeNull();
    expect(parseDate("CHECK", "MD")).toBeNull();
  });
});

describe("dateShapedLike", () => {
  it("reads a date the way a sample is printed where a scan misread or lost a separator, or left a mark", () => {
    expect(dateShapedLike("12119", "12/18")).toBe("12/19");
    expect(dateShapedLike("0424", "04/23")).toBe("04/24");
    expect(dateShapedLike("12119/2022", "12/18/2022")).toBe("12/19/2022");
    expect(dateShapedLike('25-Jan-2025"', "24-Jan-2025")).toBe("25-Jan-2025");
    expect(dateShapedLike("12.07.2022°", "11.07.2022")).toBe("12.07.2022");
  });

  it("changes no digit or letter, and reads nothing that is no date", () => {
    expect(dateShapedLike("104/08", "04/07")).toBeNull();
    expect(dateShapedLike("12345", "12/18")).toBeNull();
    expect(dateShapedLike("2827", "04/06")).toBeNull();
    expect(dateShapedLike("15,25 % p.a.", "12/18")).toBeNull();
    expect(dateShapedLike("25-Jan-2025", "24-Jan-2025")).toBe("25-Jan-2025");
  });
});

describe("resolveYear", () => {
  it("puts year-less dates inside a December-to-January period", () => {
    expect(resolveYear(12, 28, "2022-12-07", "2023-01-06", 2000)).toBe(2022);
    expect(resolveYear(1, 3, "2022-12-07", "2023-01-06", 2000)).toBe(2023);
    expect(resolveYear(4, 15, null, null, 2021)).toBe(2021);
  });
});

describe("findDates", () => {
  it("finds the dates of a period line", () => {
    expect(findDates("April 1, 2022 through April 30, 2022").map((d) => d.text)).toEqual([
      "April 1, 2022",
      "April 30, 2022",
    ]);
    expect(findDates("Period 01.08.2025 - 31.08.2025").map((d) => d.text)).toEqual([
      "01.08.2025",
      "31.08.2025",
    ]);
    expect(findDates("Statement period 1 October 2022 to 31 October 2022").length).toBe(2);
  });

  it("gives the two numbers of numeric dates for order inference", () => {
    expect(numericPair("31/12")).toEqual([31, 12]);
    expect(numericPair("Jan 05")).toBeNull();
  });
});

describe("Buddhist-era years", () => {
  it("reads 2568 as 2025 (Thai solar calendar), whatever the date's spelling", () => {
    expect(parseDate("03/10/2568", "DM")).toEqual({ year: 2025, month: 10, day: 3 });
    expect(parseDate("3 Oct 2568", "DM")).toEqual({ year: 2025, month: 10, day: 3 });
    expect(parseDate("2568-10-03", "DM")).toEqual({ year: 2025, month: 10, day: 3 });
  });
});

describe("year digits", () => {
  it("tells how many digits an all-numeric date prints its year with, and cuts a two-digit one", () => {
    expect(numericYearDigits("03/04/2025")).toBe(4);
    expect(numericYearDigits("03/04/25")).toBe(2);
    expect(numericYearDigits("03/04")).toBeNull();
    expect(numericYearDigits("3 Apr 2025")).toBeNull();
    expect(withoutShortYear("03/04/20")).toBe("03/04");
    expect(withoutShortYear("03.04.25")).toBe("03.04");
    expect(withoutShortYear("03/04/2025")).toBeNull();
    expect(withoutShortYear("03/04")).toBeNull();
  });
});
