import { DEFAULT_LIMITS, GLYPHS_PER_ITEM } from "../../src/limits.js";
import type { HostileFile, Outcome } from "./hostile-file.js";
import {
  deflate,
  deflatedSpaces,
  HELVETICA,
  latin1,
  manyPages,
  once,
  onePage,
  type PdfObj,
  stream,
  writePdf,
} from "./pdf-writer.js";

const TOO_COMPLEX: readonly Outcome[] = ["PDF_TOO_COMPLEX"];
/** A page with a word or two of text: no statement, too little text to tell it from a scan. */
const NO_TRANSACTIONS: readonly Outcome[] = ["NO_TRANSACTIONS", "PDF_SCANNED"];
const text = (s: string) => `BT /F1 12 Tf 72 700 Td (${s}) Tj ET`;
const form = (dict: string, data: string, filter: "flate" | "none" = "flate") =>
  stream(`/Type /XObject /Subtype /Form /BBox [0 0 612 792] ${dict}`, data, filter);

function file(family: string, name: string, expect: readonly Outcome[], make: () => Uint8Array): HostileFile {
  return { name, family, expect, make };
}

/** Operators nested deep: `q`, `BT`, marked content, in pages, forms, Type3 glyphs, patterns, annotations. */
function nesting(): HostileFile[] {
  const f = (name: string, expect: readonly Outcome[], make: () => Uint8Array) =>
    file("nesting", name, expect, make);
  const out: HostileFile[] = [];
  for (const n of [1_000, 10_000, 40_000, 100_000]) {
    const content = () => `${"q ".repeat(n)}${text("Hello")}`;
    out.push(f(`nest-q-${n}`, TOO_COMPLEX, () => onePage(content())));
    out.push(f(`nest-q-${n}-flate`, TOO_COMPLEX, () => onePage(content(), { filter: "flate" })));
  }
  out.push(f("nest-q-200", NO_TRANSACTIONS, () => onePage(`${"q ".repeat(200)}${text("Hello")}`)));
  for (const n of [10_000, 100_000]) {
    const page = (content: string) => () => onePage(content, { filter: "flate" });
    out.push(f(`nest-bt-${n}`, TOO_COMPLEX, page("BT ".repeat(n))));
    out.push(f(`nest-bmc-${n}`, TOO_COMPLEX, page("/Span BMC ".repeat(n))));
    out.push(f(`nest-bdc-${n}`, TOO_COMPLEX, page("/Span << /MCID 0 >> BDC ".repeat(n))));
    out.push(f(`nest-mixed-${n}`, TOO_COMPLEX, page("q BT /P BMC ".repeat(n / 2))));
  }
  // Shallow but repeated: each fresh nested `q` costs pdf.js ~20 microseconds.
  for (const depth of [64, 256, 1000]) {
    const block = `${"q ".repeat(depth)}${"Q ".repeat(depth)}`;
    const reps = Math.ceil(200_000 / (2 * depth));
    out.push(
      f(`nest-q-repeat-${depth}`, TOO_COMPLEX, () => onePage(block.repeat(reps), { filter: "flate" })),
    );
  }
  const deepQ = "q ".repeat(40_000);
  out.push(
    f("nest-q-in-form", TOO_COMPLEX, () =>
      onePage("/X1 Do", { resources: "/XObject << /X1 6 0 R >>", extra: [form("", deepQ)] }),
    ),
  );
  out.push(
    f("nest-q-in-type3-glyph", TOO_COMPLEX, () =>
      onePage("BT /T3 12 Tf 72 700 Td (a) Tj ET", {
        fonts: "/T3 6 0 R",
        extra: [
          "<< /Type /Font /Subtype /Type3 /FontBBox [0 0 1000 1000] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << /a 7 0 R >> /Encoding << /Type /Encoding /Differences [97 /a] >> /FirstChar 97 /LastChar 97 /Widths [1000] >>",
          stream("", `1000 0 d0 ${deepQ}`, "flate"),
        ],
      }),
    ),
  );
  // Reading text runs tiling patterns (measured), never annotation appearances (read quickly).
  out.push(
    f("nest-q-in-pattern", TOO_COMPLEX, () =>
      onePage("/Pattern cs /P1 scn 0 0 612 792 re f", {
        resources: "/Pattern << /P1 6 0 R >>",
        extra: [
          stream(
            "/Type /Pattern /PatternType 1 /PaintType 1 /TilingType 1 /BBox [0 0 10 10] /XStep 10 /YStep 10 /Resources << >>",
            deepQ,
            "flate",
          ),
        ],
      }),
    ),
  );
  out.push(
    f("nest-q-in-annotation", NO_TRANSACTIONS, () =>
      onePage(text("Hello"), {
        page: "/Annots [6 0 R]",
        extra: ["<< /Type /Annot /Subtype /Stamp /Rect [0 0 100 100] /AP << /N 7 0 R >> >>", form("", deepQ)],
      }),
    ),
  );
  return out;
}

/** Forms in forms: deep chains, loops, fan-out ("billion laughs"), and pages of many content streams. */
function forms(): HostileFile[] {
  const f = (name: string, expect: readonly Outcome[], make: () => Uint8Array) =>
    file("forms", name, expect, make);
  const out: HostileFile[] = [];
  const dict = (next: string) => `/Resources << /Font << /F1 5 0 R >> ${next} >>`;
  const chain = (levels: number, body: string, leaf: string) => {
    const extra: PdfObj[] = [];
    for (let i = 0; i < levels; i++) {
      const last = i === levels - 1;
      extra.push(form(dict(last ? "" : `/XObject << /X ${7 + i} 0 R >>`), last ? leaf : body));
    }
    return extra;
  };
  for (const depth of [10, 20, DEFAULT_LIMITS.maxFormDepth + 1, 100, 1_000]) {
    out.push(
      f(`forms-chain-${depth}`, depth > DEFAULT_LIMITS.maxFormDepth ? TOO_COMPLEX : NO_TRANSACTIONS, () =>
        onePage("/X Do", {
          resources: "/XObject << /X 6 0 R >>",
          extra: chain(depth, "/X Do", text("Deep")),
        }),
      ),
    );
  }
  out.push(
    f("forms-self", TOO_COMPLEX, () =>
      onePage("/X Do", {
        resources: "/XObject << /X 6 0 R >>",
        extra: [form(dict("/XObject << /X 6 0 R >>"), "/X Do /X Do")],
      }),
    ),
  );
  out.push(
    f("forms-mutual", TOO_COMPLEX, () =>
      onePage("/X Do", {
        resources: "/XObject << /X 6 0 R >>",
        extra: [
          form(dict("/XObject << /X 7 0 R >>"), "/X Do"),
          form(dict("/XObject << /X 6 0 R >>"), "/X Do"),
        ],
      }),
    ),
  );
  // 10 calls on the page, 10 in each form but the last: 10^e texts from a few hundred bytes.
  for (const e of [2, 3, 4, 5, 6]) {
    const levels = e + 1;
    const calls = (10 ** (e + 1) - 1) / 9 - 1;
    const refused = calls > DEFAULT_LIMITS.maxFormCallsPerPage;
    out.push(
      f(`forms-fanout-10e${e}`, refused ? TOO_COMPLEX : NO_TRANSACTIONS, () =>
        onePage("/X Do ".repeat(10), {
          resources: "/XObject << /X 6 0 R >>",
          extra: chain(levels - 1, "/X Do ".repeat(10), text("Hi")),
        }),
      ),
    );
  }
  const contentsPage = (contents: string, streams: PdfObj[]) =>
    writePdf([
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contents} /Resources << /Font << /F1 4 0 R >> >> >>`,
      HELVETICA,
      ...streams,
    ]);
  for (const n of [10, 1_000, 10_000]) {
    out.push(
      f(`contents-array-same-${n}`, n > 1_000 ? TOO_COMPLEX : NO_TRANSACTIONS, () =>
        contentsPage(`[${"5 0 R ".repeat(n)}]`, [stream("", text("Hello"))]),
      ),
    );
  }
  out.push(
    f("contents-array-distinct-10000", TOO_COMPLEX, () =>
      contentsPage(
        `[${Array.from({ length: 10_000 }, (_, i) => `${5 + i} 0 R`).join(" ")}]`,
        Array.from({ length: 10_000 }, (_, i) => stream("", `q 1 0 0 1 ${i % 500} 0 cm Q`)),
      ),
    ),
  );
  return out;
}

/** Huge and many text runs. */
function textRuns(): HostileFile[] {
  const f = (name: string, expect: readonly Outcome[], make: () => Uint8Array) =>
    file("text", name, expect, make);
  const page = (content: () => string) => () => onePage(content(), { filter: "flate" });
  const out: HostileFile[] = [];
  for (const [label, size] of [
    ["64k", 64 * 1024],
    ["1m", 1024 * 1024],
    ["5m", 5 * 1024 * 1024],
  ] as const) {
    out.push(
      f(
        `text-run-literal-${label}`,
        TOO_COMPLEX,
        page(() => `BT /F1 9 Tf 10 700 Td (${"A B ".repeat(size / 4)}) Tj ET`),
      ),
    );
    out.push(
      f(
        `text-run-hex-${label}`,
        TOO_COMPLEX,
        page(() => `BT /F1 9 Tf 10 700 Td <${"41".repeat(size)}> Tj ET`),
      ),
    );
    out.push(
      f(`text-run-raw-${label}`, TOO_COMPLEX, () =>
        onePage(`BT /F1 9 Tf 10 700 Td (${"A B ".repeat(size / 4)}) Tj ET`),
      ),
    );
  }
  for (const n of [100_000, 1_000_000]) {
    out.push(
      f(
        `text-tj-array-${n}`,
        TOO_COMPLEX,
        page(() => `BT /F1 9 Tf 10 700 Td [${"(A) -10 ".repeat(n)}] TJ ET`),
      ),
    );
  }
  const rows = (n: number) =>
    Array.from(
      { length: n },
      (_, i) => `BT /F1 8 Tf 40 ${780 - (i % 95) * 8} Td (01/03/2026 ROW ${i} 12.00 ${1000 + i}.00) Tj ET`,
    ).join("\n");
  out.push(
    f(
      "text-200k-rows",
      TOO_COMPLEX,
      page(() => rows(200_000)),
    ),
  );
  out.push(
    f(
      "text-50k-rows",
      TOO_COMPLEX,
      page(() => rows(50_000)),
    ),
  );
  out.push(
    f(
      "text-1m-tiny-tj",
      TOO_COMPLEX,
      page(() => `BT /F1 1 Tf ${"(x) Tj ".repeat(1_000_000)} ET`),
    ),
  );
  out.push(
    f("text-400-pages-of-2000-runs", TOO_COMPLEX, () =>
      manyPages(
        Array.from({ length: 400 }, () => rows(2_000)),
        "flate",
      ),
    ),
  );
  out.push(
    f("text-long-lines", [...NO_TRANSACTIONS, "PDF_TOO_COMPLEX"], () =>
      onePage(
        Array.from(
          { length: 60 },
          (_, i) => `BT /F1 4 Tf 10 ${780 - i * 12} Td (${"WORD ".repeat(2_000)}) Tj ET`,
        ).join("\n"),
        { filter: "flate" },
      ),
    ),
  );
  return out;
}

/** A one-page PDF whose /Contents is `contents`; `streams` are objects 4 onwards. */
function pageWith(contents: string, streams: PdfObj[]): Uint8Array {
  return writePdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contents} >>`,
    ...streams,
  ]);
}

/** Decompression bombs in every kind of stream text extraction decodes. */
function bombs(): HostileFile[] {
  const f = (name: string, expect: readonly Outcome[], make: () => Uint8Array) =>
    file("bombs", name, expect, make);
  const big = once(() => deflatedSpaces(100));
  const flate = (dict: string, data: Uint8Array): PdfObj => ({ dict: `/Filter /FlateDecode ${dict}`, data });
  const out: HostileFile[] = [];
  out.push(f("bomb-content-100m", TOO_COMPLEX, () => pageWith("4 0 R", [flate("", big())])));
  out.push(
    f("bomb-font-file", TOO_COMPLEX, () =>
      onePage(text("Hello"), {
        fonts: "/F2 6 0 R",
        extra: [
          "<< /Type /Font /Subtype /TrueType /BaseFont /Bomb /FirstChar 32 /LastChar 32 /Widths [500] /FontDescriptor 7 0 R >>",
          "<< /Type /FontDescriptor /FontName /Bomb /Flags 32 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /FontFile2 8 0 R >>",
          flate("", big()),
        ],
      }),
    ),
  );
  out.push(
    f("bomb-tounicode", TOO_COMPLEX, () =>
      onePage(text("Hello"), {
        fonts: "/F2 6 0 R",
        extra: ["<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /ToUnicode 7 0 R >>", flate("", big())],
      }),
    ),
  );
  out.push(
    f("bomb-form", TOO_COMPLEX, () =>
      onePage("/X Do", {
        resources: "/XObject << /X 6 0 R >>",
        extra: [flate("/Type /XObject /Subtype /Form /BBox [0 0 1 1]", big())],
      }),
    ),
  );
  out.push(
    f("bomb-object-stream", TOO_COMPLEX, () =>
      onePage(text("Hello"), { extra: [flate("/Type /ObjStm /N 1 /First 4", big())] }),
    ),
  );
  out.push(
    f("bomb-image-ignored", NO_TRANSACTIONS, () =>
      onePage(text("Hello"), {
        extra: [
          flate(
            "/Type /XObject /Subtype /Image /Width 10 /Height 10 /ColorSpace /DeviceGray /BitsPerComponent 8",
            big(),
          ),
        ],
      }),
    ),
  );
  out.push(
    // 16 MiB from 16 KiB: past 4 MiB at 1,000 times its size, a bomb by its ratio.
    f("bomb-double-16m", TOO_COMPLEX, () =>
      pageWith("4 0 R", [{ dict: "/Filter [/FlateDecode /FlateDecode]", data: deflate(deflatedSpaces(16)) }]),
    ),
  );
  out.push(
    f("bomb-double-256m", TOO_COMPLEX, () =>
      pageWith("4 0 R", [
        { dict: "/Filter [/FlateDecode /FlateDecode]", data: deflate(deflatedSpaces(256)) },
      ]),
    ),
  );
  out.push(
    f("bomb-hex-flate", TOO_COMPLEX, () => {
      const hex = Array.from(deflatedSpaces(80), (b) => b.toString(16).padStart(2, "0")).join("");
      return pageWith("4 0 R", [{ dict: "/Filter [/ASCIIHexDecode /FlateDecode]", data: latin1(hex) }]);
    }),
  );
  out.push(
    f("bomb-lzw", TOO_COMPLEX, () => pageWith("4 0 R", [{ dict: "/Filter /LZWDecode", data: lzwBomb(12) }])),
  );
  out.push(
    f("bomb-runlength", TOO_COMPLEX, () => {
      const rl = new Uint8Array(2 * 600_000);
      for (let i = 0; i < rl.length; i += 2) rl.set([129, 0x20], i);
      return pageWith("4 0 R", [{ dict: "/Filter /RunLengthDecode", data: rl }]);
    }),
  );
  out.push(
    f("bomb-many-small", TOO_COMPLEX, () => {
      const small = deflatedSpaces(1);
      const refs = Array.from({ length: 100 }, (_, i) => `${4 + i} 0 R`).join(" ");
      return pageWith(
        `[${refs}]`,
        Array.from({ length: 100 }, () => flate("", small)),
      );
    }),
  );
  out.push(
    f("bomb-lying-length", TOO_COMPLEX, () => {
      const pdf = new TextDecoder("latin1").decode(pageWith("4 0 R", [flate("", big())]));
      return latin1(pdf.replace(`/Length ${big().length}`, "/Length 10"));
    }),
  );
  return out;
}

/**
 * LZW codes that each repeat one more space than the last (the "KwKwK" case), `cycles` times
 * through a full 4096-entry table: about 7 MiB of spaces per 6 KiB of codes.
 */
function lzwBomb(cycles: number): Uint8Array {
  const bits: number[] = [];
  const put = (code: number, width: number) => {
    for (let b = width - 1; b >= 0; b--) bits.push((code >> b) & 1);
  };
  const widthFor = (n: number) => (n >= 2048 ? 12 : n >= 1024 ? 11 : n >= 512 ? 10 : 9);
  let width = 9;
  for (let c = 0; c < cycles; c++) {
    put(256, width);
    put(0x20, 9);
    let size = 258;
    width = widthFor(size + 1);
    while (size < 4095) {
      put(size, width);
      size++;
      width = widthFor(size + 1);
    }
  }
  put(257, width);
  const out = new Uint8Array(Math.ceil(bits.length / 8));
  for (let i = 0; i < bits.length; i++)
    if (bits[i]) out[i >> 3] = (out[i >> 3] as number) | (0x80 >> (i & 7));
  return out;
}

/**
 * Files just inside every bound at once where it costs most, sized from DEFAULT_LIMITS: they must
 * still end within the fuzz run's 10 s and 512 MB, with /api/health answered within a second
 * (the bounds are what makes that hold).
 */
function atTheBounds(): HostileFile[] {
  const L = DEFAULT_LIMITS;
  const f = (name: string, make: () => Uint8Array) =>
    file("at-the-bounds", name, ["OK", "NO_TRANSACTIONS", "PDF_SCANNED", "PDF_TOO_COMPLEX"], make);
  /** `n` text runs of three words each, seven to a line. */
  const rows = (n: number, page: number) =>
    Array.from(
      { length: n },
      (_, i) =>
        `BT /F1 8 Tf ${40 + (i % 7) * 70} ${780 - (Math.floor(i / 7) % 95) * 8} Td (0${1 + (i % 9)}/03/2026 P${page} ${i}.00) Tj ET`,
    ).join("\n");
  const pages = (n: number, content: (page: number) => string) =>
    manyPages(
      Array.from({ length: n }, (_, p) => content(p)),
      "flate",
    );
  /** `n` statement rows of six words in four runs. */
  const statement = (n: number, page: number) =>
    Array.from({ length: n }, (_, i) => {
      const y = 780 - i * 5;
      const cells = [
        [40, `${String(1 + (i % 28)).padStart(2, "0")}/03/2026`],
        [110, `CARD PAYMENT ${page}-${i}`],
        [400, `-${(i % 97) + 1}.00`],
        [500, `${1000 + i}.00`],
      ] as const;
      return cells.map(([x, t]) => `BT /F1 4 Tf ${x} ${y} Td (${t}) Tj ET`).join(" ");
    }).join("\n");
  /** Lines of text drawn a glyph per text operator (as some writers do), words of six letters. */
  const glyphRuns = (n: number) => {
    const out = ["BT /F1 6 Tf"];
    for (let i = 0; i < n; i++) {
      // Helvetica's "n" is 0.556 em wide: each glyph starts where the one before ends.
      const x = (20 + (i % 150) * 3.336).toFixed(3);
      const y = 780 - (Math.floor(i / 150) % 120) * 6;
      out.push(`1 0 0 1 ${x} ${y} Tm (${i % 7 === 6 ? " " : "n"}) Tj`);
    }
    return `${out.join("\n")} ET`;
  };
  const perPage = (page: number, file: number, count: number) => Math.min(page, Math.floor(file / count));
  const operators = perPage(L.maxOperatorsPerPage, L.maxOperators, 2) - 1_000;
  const saves = perPage(L.maxNestedSavesPerPage, L.maxNestedSaves, 2) - L.maxNestingDepth;
  const fresh = L.maxNestingDepth - 6;
  const runChars = L.maxGlyphsPerRun - 100;
  const chars = perPage(L.maxTextItemsPerPage * GLYPHS_PER_ITEM, L.maxTextItems * GLYPHS_PER_ITEM, 2);
  const form = stream(
    "/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >>",
    text("Form"),
  );
  return [
    f("bound-operators", () => pages(2, () => "0 0 1 1 re ".repeat(operators))),
    f("bound-text-items", () => pages(3, (p) => rows(Math.floor(L.maxTextItems / 9) - 100, p))),
    f("bound-statement-rows", () => pages(Math.floor(L.maxTextItems / 840) - 1, (p) => statement(140, p))),
    f("bound-text-runs", () =>
      pages(2, () => glyphRuns(perPage(L.maxTextRunsPerPage, L.maxTextRuns, 2) - 100)),
    ),
    f("bound-nested-saves", () =>
      pages(2, () => `${"q ".repeat(L.maxNestingDepth - 1)}${"q Q ".repeat(saves)}`),
    ),
    f("bound-nested-saves-fresh", () =>
      pages(2, () => `${"q ".repeat(fresh)}${"Q ".repeat(fresh)}`.repeat(Math.floor(saves / (fresh - 1)))),
    ),
    f("bound-pages", () =>
      pages(L.maxPages, (p) => rows(Math.floor(L.maxTextItems / L.maxPages / 3) - 1, p)),
    ),
    f("bound-runs", () =>
      pages(2, () =>
        Array.from(
          { length: Math.floor(chars / runChars) },
          (_, i) => `BT /F1 2 Tf 10 ${780 - i * 30} Td (${"A".repeat(runChars)}) Tj ET`,
        ).join("\n"),
      ),
    ),
    f("bound-form-calls", () =>
      onePage(
        Array.from(
          { length: Math.min(L.maxFormCallsPerPage, L.maxFormCalls) - 1 },
          (_, i) => `q 1 0 0 1 ${(i % 20) * 25} ${-(Math.floor(i / 20) % 90) * 8} cm /X Do Q`,
        ).join("\n"),
        { resources: "/XObject << /X 6 0 R >>", extra: [form], filter: "flate" },
      ),
    ),
  ];
}

export function contentFamilies(): HostileFile[] {
  return [...nesting(), ...forms(), ...textRuns(), ...bombs(), ...atTheBounds()];
}
