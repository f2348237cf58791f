import { describe, expect, it } from "vitest";
import { encryptObjects } from "../../../test/hostile/encrypt.js";
import { HELVETICA, onePage, stream, writePdf } from "../../../test/hostile/pdf-writer.js";
import { statementObjects } from "../../../test/hostile/statement.js";
import { type EngineError, tooComplex } from "../../errors.js";
import { DEFAULT_LIMITS, type EngineLimits } from "../../limits.js";
import { guardPdf } from "./guard.js";

const limits = (overrides: Partial<EngineLimits> = {}): EngineLimits => ({ ...DEFAULT_LIMITS, ...overrides });
const text = (s: string) => `BT /F1 12 Tf 72 700 Td (${s}) Tj ET`;

async function refusal(
  bytes: Uint8Array,
  overrides: Partial<EngineLimits> = {},
  password?: string,
): Promise<string> {
  try {
    await guardPdf(bytes, limits(overrides), password);
  } catch (error) {
    expect((error as EngineError).code).toBe("PDF_TOO_COMPLEX");
    return (error as EngineError).message;
  }
  throw new Error("expected PDF_TOO_COMPLEX");
}

describe("guardPdf", () => {
  it("measures a page: operators, depths, text, and a form called twice counts twice", async () => {
    const pdf = onePage(`q q ${text("Hello")} Q Q /X Do q /X Do Q`, {
      resources: "/XObject << /X 6 0 R >>",
      extra: [stream("/Type /XObject /Subtype /Form /BBox [0 0 1 1]", `q ${text("Form")} Q`, "flate")],
    });
    const work = await guardPdf(pdf, limits());
    expect(work.pages).toBe(1);
    // The deeper call is inside one q: 1 open + 1 for the call + 1 inside the form.
    expect(work.worstPage).toMatchObject({ maxSaveDepth: 3, formDepth: 1, textRuns: 3, contentStreams: 1 });
    // Page: q q BT Tf Td Tj ET Q Q Do q Do Q = 13; each call: its 7 operators and the call's own save.
    expect(work.total.operators).toBe(13 + 2 * 8);
  });

  it("measures the depth of forms drawn side by side as one call's, not their sum", async () => {
    // 400 different forms, each drawn inside q/Q and nesting q four deep, as cairo writes pages.
    const names = Array.from({ length: 400 }, (_, i) => `/F${i} ${6 + i} 0 R`).join(" ");
    const body = Array.from({ length: 400 }, (_, i) => `q 1 0 0 1 0 ${i} cm /F${i} Do Q`).join("\n");
    const inner = `q q q q ${text("Row")} Q Q Q Q`;
    const pdf = onePage(body, {
      resources: `/XObject << ${names} >>`,
      extra: Array.from({ length: 400 }, () =>
        stream("/Type /XObject /Subtype /Form /BBox [0 0 1 1] /Resources << /Font << /F1 5 0 R >> >>", inner),
      ),
    });
    const work = await guardPdf(pdf, limits());
    expect(work.worstPage).toMatchObject({ maxSaveDepth: 1 + 1 + 4, formDepth: 1, formCalls: 400 });
    // A form nested deep where it is drawn still counts from there.
    const deep = onePage(`${"q ".repeat(506)}/F0 Do`, {
      resources: "/XObject << /F0 6 0 R >>",
      extra: [stream("/Type /XObject /Subtype /Form /BBox [0 0 1 1]", `${"q ".repeat(6)}${text("x")}`)],
    });
    expect(await refusal(deep)).toMatch(/graphics states nested more than 512 deep/);
  });

  it("refuses the 100,000-deep nested q (1.3 KB compressed) before pdf.js reads it", async () => {
    const pdf = onePage(`${"q ".repeat(100_000)}${text("Hello")}`, { filter: "flate" });
    expect(pdf.length).toBeLessThan(2_000);
    const started = performance.now();
    expect(await refusal(pdf)).toBe(
      "This PDF would take far more work to read than a bank statement does: graphics states nested more than 512 deep. It may be damaged or malicious.",
    );
    // About 50 ms; the bound only catches pdf.js being let loose on it (tens of seconds), and is
    // generous for a loaded machine: `npm run fuzz` holds the hostile files to a second.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("refuses fan-out through forms, a form that calls itself, and pages of too many streams", async () => {
    const form = (body: string, next: string) =>
      stream(`/Type /XObject /Subtype /Form /BBox [0 0 1 1] /Resources << ${next} >>`, body);
    const fanout = onePage("/X Do ".repeat(10), {
      resources: "/XObject << /X 6 0 R >>",
      extra: [
        form("/X Do ".repeat(10), "/XObject << /X 7 0 R >>"),
        form("/X Do ".repeat(10), "/XObject << /X 8 0 R >>"),
        form("/X Do ".repeat(10), "/XObject << /X 9 0 R >>"),
        form("/X Do ".repeat(10), "/XObject << /X 10 0 R >>"),
        form(text("Hi"), ""),
      ],
    });
    expect(await refusal(fanout)).toMatch(/a page drawing forms more than 1,500 times/);
    expect(await refusal(fanout, { maxFormCallsPerPage: 1e9 })).toMatch(
      /a page of more than 215,000 drawing operators/,
    );
    const self = onePage("/X Do", {
      resources: "/XObject << /X 6 0 R >>",
      extra: [form("/X Do", "/XObject << /X 6 0 R >>")],
    });
    expect(await refusal(self)).toMatch(/a form that draws itself/);
    const many = writePdf([
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      `<< /Type /Page /Parent 2 0 R /Contents [${"4 0 R ".repeat(2_000)}] >>`,
      stream("", "q Q"),
    ]);
    expect(await refusal(many)).toMatch(/a page made of more than 1,000 content streams/);
  });

  it("measures every definition of an object: a lying cross-reference cannot hide one", async () => {
    const benign = new TextDecoder("latin1").decode(onePage(text("Hello")));
    const hostile = `4 0 obj\n<< /Length 60000 >>\nstream\n${"q ".repeat(30_000)}\nendstream\nendobj\n`;
    const pdf = new TextEncoder().encode(benign.replace("xref\n", `${hostile}xref\n`));
    expect(await refusal(pdf)).toMatch(/graphics states nested/);
  });

  it("counts Type3 glyph procedures, and text runs past the bounds", async () => {
    const type3 = onePage("BT /T3 12 Tf (a) Tj ET", {
      fonts: "/T3 6 0 R",
      extra: [
        "<< /Type /Font /Subtype /Type3 /FontBBox [0 0 1 1] /FontMatrix [1 0 0 1 0 0] /CharProcs << /a 7 0 R >> /Encoding << /Differences [97 /a] >> /FirstChar 97 /LastChar 97 /Widths [1] >>",
        stream("", `1000 0 d0 ${"q ".repeat(1_000)}`),
      ],
    });
    expect(await refusal(type3)).toMatch(/graphics states nested more than 512 deep/);
    const run = onePage(`BT /F1 9 Tf (${"A".repeat(30_000)}) Tj ET`);
    expect(await refusal(run)).toMatch(/a run of text longer than 20,000 characters/);
    const doc = onePage(text("x ".repeat(40)).repeat(10));
    expect(await refusal(doc, { maxTextItems: 40 })).toMatch(/more than 640 characters of text/);
  });

  it("decrypts what an empty user password opens, so encryption hides nothing", async () => {
    const objects = [
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
      stream("", `${"q ".repeat(1_000)}${text("Hi")}`, "flate"),
      HELVETICA,
    ];
    for (const cipher of ["rc4-40", "rc4-128", "aes-128", "aes-256"] as const) {
      const open = await encryptObjects(objects, cipher, "", "owner");
      expect(await refusal(writePdf(open.objects, { trailer: open.trailer }))).toMatch(
        /nested more than 512 deep/,
      );
      // With a user password, the content is measured once the right one is given.
      const locked = await encryptObjects(objects, cipher, "user", "owner");
      const pdf = writePdf(locked.objects, { trailer: locked.trailer });
      expect((await guardPdf(pdf, limits())).encryption).toBe("locked");
      expect(await refusal(pdf, {}, "user")).toMatch(/nested more than 512 deep/);
      expect(await refusal(pdf, {}, "owner")).toMatch(/nested more than 512 deep/);
    }
    const statement = await encryptObjects(statementObjects(2), "aes-256", "", "owner");
    const work = await guardPdf(writePdf(statement.objects, { trailer: statement.trailer }), limits());
    expect(work).toMatchObject({ encryption: "decrypted", pages: 2 });
    expect(work.total.textRuns).toBeGreaterThan(100);
  });

  it("refuses arrays and dictionaries nested past 100, in objects and in operands", async () => {
    const deep = `${"[".repeat(150)}${"]".repeat(150)}`;
    expect(await refusal(onePage(text("Hi"), { page: `/Junk ${deep}` }))).toMatch(
      /arrays or dictionaries nested more than 100 deep/,
    );
    expect(await refusal(onePage(`${deep} pop ${text("Hi")}`))).toMatch(
      /arrays or dictionaries nested more than 100 deep/,
    );
    expect((await guardPdf(onePage(text("Hi"), { page: "/Junk [[[[1]]]]" }), limits())).objectNesting).toBe(
      5,
    );
  });

  it("words its message plainly", () => {
    expect(tooComplex("1,000 pages (at most 500)").message).toBe(
      "This PDF would take far more work to read than a bank statement does: 1,000 pages (at most 500). It may be damaged or malicious.",
    );
  });
});
