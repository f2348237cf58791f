import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { OCR_LANGUAGES } from "../lexicon/languages.js";
import { DEFAULT_LIMITS } from "../limits.js";
import { readPdfText } from "../pdf/read-pdf.js";
import { pageLanguage } from "./language.js";

// The printed statements' first pages, by their text layers (what a scan of them reads, less the
// OCR's misreadings): the language each is read in.
const printed = new URL("../../test/printed/", import.meta.url);
const READ_IN: Record<string, string> = {
  frSoldeCrediteur: "fra",
  deDotDates: "deu",
  deSollHaben: "deu",
  esConcepto: "spa",
  mxSaldoLiquidacion: "spa",
};
/** Printed in two languages: either is right. */
const BILINGUAL = new Set(["caCardRemises", "myCardBilingual"]);

async function firstPageWords(name: string): Promise<string[]> {
  const bytes = new Uint8Array(readFileSync(new URL(`${name}.pdf`, printed)));
  const text = await readPdfText(bytes, { limits: DEFAULT_LIMITS });
  return (text.pages[0]?.items ?? []).map((i) => i.str);
}

describe("pageLanguage", () => {
  const names = readdirSync(printed)
    .filter((f) => f.endsWith(".pdf"))
    .map((f) => f.replace(/\.pdf$/, ""));

  it("reads French, German and Spanish statements in their own models and every other one in English", async () => {
    const got: Record<string, string> = {};
    for (const name of names) got[name] = pageLanguage(await firstPageWords(name), OCR_LANGUAGES);
    for (const name of names) {
      if (BILINGUAL.has(name)) expect(["eng", "fra"], name).toContain(got[name]);
      else expect(got[name], name).toBe(READ_IN[name] ?? "eng");
    }
    expect(names.length).toBeGreaterThan(40);
  });

  it("keeps English when the reader has no model for the language, or the page has too few words", async () => {
    expect(pageLanguage(await firstPageWords("frSoldeCrediteur"), ["eng", "deu"])).toBe("eng");
    expect(pageLanguage(["Relevé", "de", "compte", "du", "solde"], OCR_LANGUAGES)).toBe("eng");
  });
});
