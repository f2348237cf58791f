import {
  EXPORT_FORMAT_IDS,
  EXPORT_FORMATS,
  type ExportFormat,
  parseExportFormat,
} from "@statement-converter/contract";
import { describe, expect, it } from "vitest";
import { longStatement, sampleStatement } from "../../test/fixtures/sample-statements.js";
import type { Statement } from "../types.js";
import { exportCsv } from "./csv.js";
import { exportOfx, exportOfxSgml } from "./ofx.js";
import { exportQif } from "./qif.js";
import { exportChunks, renderExport } from "./render.js";
import { exportJson, toStatementJson } from "./statement-json.js";
import { exportXlsx } from "./xlsx.js";

/** How each format's file starts. */
const STARTS: Record<string, string> = {
  csv: "Date,Value Date,Description",
  excel: "PK\u0003\u0004",
  json: '{\n  "fileName": "march.pdf"',
  ofx: '<?xml version="1.0"',
  qfx: "OFXHEADER:100\r\nDATA:OFXSGML",
  qbo: "OFXHEADER:100\r\nDATA:OFXSGML",
  qif: "!Type:Bank\r\nD03/02/2026",
};

describe("the formats table", () => {
  it("lists the seven formats, each with its extension and media type", () => {
    expect(EXPORT_FORMATS.map((f) => [f.id, f.extension, f.mediaType])).toEqual([
      ["csv", "csv", "text/csv; charset=utf-8"],
      ["excel", "xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
      ["json", "json", "application/json; charset=utf-8"],
      ["ofx", "ofx", "application/x-ofx"],
      ["qfx", "qfx", "application/vnd.intu.qfx"],
      ["qbo", "qbo", "application/vnd.intu.qbo"],
      ["qif", "qif", "application/qif"],
    ]);
    expect(EXPORT_FORMAT_IDS).toEqual(["csv", "excel", "json", "ofx", "qfx", "qbo", "qif"]);
  });

  it.each(EXPORT_FORMAT_IDS)("renders %s through its own exporter", async (format) => {
    const { bytes, format: info } = await renderExport(sampleStatement(), format);
    expect(info.id).toBe(format);
    const start = STARTS[format] as string;
    expect(new TextDecoder("latin1").decode(bytes.slice(0, start.length))).toBe(start);
  });

  it("passes each format its options and ignores the others", async () => {
    const text = async (format: "csv" | "qif" | "qbo", options = {}) =>
      new TextDecoder("utf-8", { ignoreBOM: true }).decode(
        (await renderExport(sampleStatement(), format, options)).bytes,
      );
    expect((await text("csv", { bom: true })).startsWith("\uFEFFDate,")).toBe(true);
    expect(await text("qif", { qifDateFormat: "DD/MM/YYYY" })).toContain("\r\nD02/03/2026\r\n");
    expect(await text("qbo", { intuBid: "10898" })).toContain("<INTU.BID>10898\r\n");
    expect(await text("qif", { bom: true, intuBid: "1" })).toBe(await text("qif"));
  });

  it("reads a format from its id or extension, any case", () => {
    expect(["CSV", "xlsx", "Excel", ".QBO", "qfx", "ofx", "qif", "json"].map(parseExportFormat)).toEqual([
      "csv",
      "excel",
      "excel",
      "qbo",
      "qfx",
      "ofx",
      "qif",
      "json",
    ]);
    expect(parseExportFormat("pdf")).toBeNull();
  });
});

describe("exportChunks", () => {
  const big = longStatement(2_000);
  const utf8 = (text: string) => new TextEncoder().encode(text);
  /** Each format's file as its exporter writes it whole, without chunks or pauses. */
  const WHOLE: { [F in ExportFormat]: (s: Statement) => Uint8Array | Promise<Uint8Array> } = {
    csv: (s) => utf8(exportCsv(s)),
    excel: exportXlsx,
    json: (s) => utf8(exportJson(s)),
    ofx: (s) => utf8(exportOfx(s)),
    qfx: (s) => exportOfxSgml(s),
    qbo: (s) => exportOfxSgml(s),
    qif: (s) => utf8(exportQif(s)),
  };

  it.each(EXPORT_FORMAT_IDS)(
    "writes %s in chunks of about 32 KiB that make up the whole file",
    async (format) => {
      const chunks: Uint8Array[] = [];
      for await (const chunk of exportChunks(big, format)) chunks.push(chunk);
      expect(chunks.length).toBeGreaterThan(1);
      // A chunk is 32 Ki characters of text plus one part (ROWS_PER_PART rows); XLSX parts are deflated.
      expect(Math.max(...chunks.map((c) => c.byteLength))).toBeLessThan(256 * 1024);
      const whole = Buffer.from(await WHOLE[format](big));
      expect(Buffer.concat(chunks).equals(whole)).toBe(true);
      expect(Buffer.from((await renderExport(big, format)).bytes).equals(whole)).toBe(true);
    },
  );

  it("writes JSON exactly as JSON.stringify would, a list and an empty list too", () => {
    for (const value of [big, [big, sampleStatement()], []]) {
      const json = Array.isArray(value) ? value.map(toStatementJson) : toStatementJson(value);
      expect(exportJson(value)).toBe(`${JSON.stringify(json, null, 2)}\n`);
    }
  });
});
