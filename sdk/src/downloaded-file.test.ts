import { describe, expect, it } from "vitest";
import { fileNameFromContentDisposition as name, safeFileName } from "./downloaded-file.js";

describe("fileNameFromContentDisposition", () => {
  it.each([
    ['attachment; filename="transactions_march.csv"', "transactions_march.csv"],
    ["attachment; filename=transactions_march.csv", "transactions_march.csv"],
    ['attachment;filename="with \\"quotes\\".csv"', 'with "quotes".csv'],
    ['attachment; filename="semi;colon.csv"', "semi;colon.csv"],
    // RFC 5987 extended value wins over the plain fallback, whatever the order.
    [
      "attachment; filename=\"transactions_Kontoauszug_M_rz.csv\"; filename*=UTF-8''transactions_Kontoauszug_M%C3%A4rz.csv",
      "transactions_Kontoauszug_März.csv",
    ],
    ["attachment; filename*=utf-8''%E2%82%AC%20report.xlsx; filename=\"EUR report.xlsx\"", "€ report.xlsx"],
    ["attachment; filename*=UTF-8'en'na%C3%AFve.json", "naïve.json"],
    ["attachment; filename*=ISO-8859-1''caf%E9.csv", "café.csv"],
    // A broken extended value falls back to filename.
    ["attachment; filename*=UTF-8''%E2%82; filename=\"fallback.csv\"", "fallback.csv"],
    ['attachment; FILENAME="UPPER.CSV"', "UPPER.CSV"],
    // Directories and control characters never reach a local path.
    ['attachment; filename="../../etc/passwd"', "passwd"],
    ['attachment; filename="C:\\\\temp\\\\x.csv"', "x.csv"],
    ["attachment; filename*=UTF-8''..%2F..%2Fevil.csv", "evil.csv"],
  ])("%s -> %s", (header, expected) => {
    expect(name(header)).toBe(expected);
  });

  it.each([null, "", "attachment", "inline", 'attachment; filename=""', 'attachment; filename=".."'])(
    "%j gives no name",
    (header) => {
      expect(name(header)).toBeNull();
    },
  );

  it("safeFileName drops control characters", () => {
    expect(safeFileName("a\u0000b\nc.csv")).toBe("abc.csv");
  });
});
