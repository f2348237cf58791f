import { DEFAULT_LIMITS } from "../../src/limits.js";
import { type Cipher, encryptObjects } from "./encrypt.js";
import type { HostileFile, Outcome } from "./hostile-file.js";
import {
  concat,
  HELVETICA,
  latin1,
  manyPagesObjects,
  onePage,
  type PdfObj,
  random,
  stream,
  writePdf,
} from "./pdf-writer.js";
import { FILE_ID, plainStatement, statementObjects } from "./statement.js";

const TOO_COMPLEX: readonly Outcome[] = ["PDF_TOO_COMPLEX"];
/** A damaged file may still read, or read partly, or not at all: every named code is clean. */
const DAMAGED: readonly Outcome[] = [
  "OK",
  "PDF_INVALID",
  "PDF_SCANNED",
  "NO_TRANSACTIONS",
  "PDF_TOO_COMPLEX",
];
const text = (s: string) => `BT /F1 12 Tf 72 700 Td (${s}) Tj ET`;

function file(
  family: string,
  name: string,
  expect: readonly Outcome[],
  make: HostileFile["make"],
): HostileFile {
  return { name, family, expect, make };
}

/** Arrays and dictionaries nested deep, in the page, the catalog, the resources and the content. */
function objectNesting(): HostileFile[] {
  const out: HostileFile[] = [];
  const arrays = (n: number) => `${"[".repeat(n)}${"]".repeat(n)}`;
  const dicts = (n: number) => `${"<< /A ".repeat(n)}${">> ".repeat(n)}`;
  for (const n of [1_000, 10_000, 100_000]) {
    const f = (where: string, make: () => Uint8Array) =>
      out.push(file("object-nesting", `objnest-${where}-${n}`, DAMAGED, make));
    f("page-array", () => onePage(text("Hello"), { page: `/Junk ${arrays(n)}` }));
    f("page-dict", () => onePage(text("Hello"), { page: `/Junk ${dicts(n)}` }));
    f("resources-dict", () => onePage(text("Hello"), { resources: `/Junk ${dicts(n)}` }));
    f("catalog-array", () =>
      writePdf([
        `<< /Type /Catalog /Pages 2 0 R /Junk ${arrays(n)} >>`,
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
        stream("", text("Hello")),
        HELVETICA,
      ]),
    );
    f("content-array", () => onePage(`${arrays(n)} pop ${text("Hello")}`, { filter: "flate" }));
    f("content-dict", () => onePage(`/P ${dicts(n)} BDC ${text("Hello")} EMC`, { filter: "flate" }));
  }
  return out;
}

/** Page trees: thousands of pages, lying counts, loops. */
function pageTrees(): HostileFile[] {
  const out: HostileFile[] = [];
  const f = (name: string, expect: readonly Outcome[], make: () => Uint8Array) =>
    out.push(file("pages", name, expect, make));
  for (const n of [DEFAULT_LIMITS.maxPages + 1, 2_000, 20_000]) {
    f(`pages-flat-${n}`, TOO_COMPLEX, () =>
      writePdf(manyPagesObjects(Array.from({ length: n }, () => "q Q"))),
    );
  }
  f("pages-same-page-10000", TOO_COMPLEX, () =>
    writePdf([
      "<< /Type /Catalog /Pages 2 0 R >>",
      `<< /Type /Pages /Kids [${"3 0 R ".repeat(10_000)}] /Count 10000 >>`,
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
      stream("", text("Hello")),
      HELVETICA,
    ]),
  );
  // pdf.js counts the kids it finds, not /Count.
  f("pages-count-lie", ["PDF_SCANNED", "NO_TRANSACTIONS", "PDF_TOO_COMPLEX"], () =>
    writePdf([
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1000000000 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
      stream("", text("Hello")),
      HELVETICA,
    ]),
  );
  const tree = (
    pages: string,
    page = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>",
  ) => writePdf(["<< /Type /Catalog /Pages 2 0 R >>", pages, page, stream("", text("Hello")), HELVETICA]);
  f("pages-kids-self", DAMAGED, () => tree("<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>"));
  f("pages-kids-catalog", DAMAGED, () => tree("<< /Type /Pages /Kids [1 0 R] /Count 1 >>"));
  f("pages-kids-missing", DAMAGED, () => tree("<< /Type /Pages /Kids [99 0 R 98 0 R] /Count 2 >>"));
  f("pages-count-negative", DAMAGED, () => tree("<< /Type /Pages /Kids [3 0 R] /Count -1 >>"));
  f("pages-parent-loop", DAMAGED, () =>
    tree("<< /Type /Pages /Kids [3 0 R] /Count 1 >>", "<< /Type /Page /Parent 3 0 R /Contents 4 0 R >>"),
  );
  f("pages-no-tree", DAMAGED, () => writePdf(["<< /Type /Catalog >>", HELVETICA]));
  f("pages-cycle-two", DAMAGED, () =>
    writePdf([
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 2 >>",
      "<< /Type /Pages /Parent 2 0 R /Kids [2 0 R] /Count 2 >>",
    ]),
  );
  f("pages-deep-tree-1000", DAMAGED, () => {
    const objects: PdfObj[] = ["<< /Type /Catalog /Pages 2 0 R >>"];
    for (let i = 0; i < 1_000; i++) objects.push(`<< /Type /Pages /Kids [${3 + i} 0 R] /Count 1 >>`);
    objects.push(
      `<< /Type /Page /MediaBox [0 0 612 792] /Contents ${objects.length + 2} 0 R >>`,
      stream("", text("Hi")),
    );
    return writePdf(objects);
  });
  return out;
}

/** Broken and looping cross-reference data, object streams and stream lengths. */
function xrefs(): HostileFile[] {
  const out: HostileFile[] = [];
  const f = (name: string, expect: readonly Outcome[], make: () => Uint8Array) =>
    out.push(file("xref", name, expect, make));
  const base = () => new TextDecoder("latin1").decode(plainStatement(2, "flate"));
  const edit = (change: (pdf: string) => string) => () => latin1(change(base()));
  const idTrailer = `/ID [<${FILE_ID}> <${FILE_ID}>]`;
  f("xref-none", ["OK"], () => writePdf(statementObjects(2), { xref: "none", trailer: idTrailer }));
  f(
    "xref-startxref-wrong",
    ["OK"],
    edit((p) => p.replace(/startxref\n\d+/, "startxref\n12")),
  );
  f(
    "xref-startxref-huge",
    ["OK"],
    edit((p) => p.replace(/startxref\n\d+/, "startxref\n999999999999")),
  );
  f(
    "xref-offsets-zero",
    ["OK"],
    edit((p) => p.replace(/\d{10} 00000 n/g, "0000000000 00000 n")),
  );
  f(
    "xref-offsets-garbage",
    ["OK"],
    edit((p) => p.replace(/\d{10} 00000 n/g, "0000000017 00000 n")),
  );
  f(
    "xref-prev-self",
    DAMAGED,
    edit((p) => p.replace(/trailer\n<< /, (m) => `${m}/Prev ${p.indexOf("xref\n")} `)),
  );
  f(
    "xref-prev-chain-1000",
    DAMAGED,
    edit((p) => {
      let out = p;
      let prev = p.lastIndexOf("xref\n");
      for (let i = 0; i < 1_000; i++) {
        const at = out.length;
        out += `xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 8 /Root 1 0 R /Prev ${prev} >>\nstartxref\n${at}\n%%EOF\n`;
        prev = at;
      }
      return out;
    }),
  );
  const xrefStream = (dict: string, data: Uint8Array) =>
    writePdf(
      [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
        stream("", text("Hello")),
        HELVETICA,
        stream(`/Type /XRef /Size 7 /Root 1 0 R ${dict}`, data),
      ],
      { xref: "none" },
    );
  f("xref-stream-bad-w", DAMAGED, () => xrefStream("/W [1 99 1]", new Uint8Array(64)));
  f("xref-stream-huge-index", DAMAGED, () =>
    xrefStream("/W [1 2 1] /Index [0 1000000000]", new Uint8Array(64)),
  );
  f("xref-stream-negative-w", DAMAGED, () => xrefStream("/W [-1 2 1]", new Uint8Array(64)));
  const objStm = (dict: string, data: string) =>
    onePage(text("Hello"), { extra: [stream(`/Type /ObjStm ${dict}`, data, "flate")] });
  f("objstm-self", DAMAGED, () => objStm("/N 1 /First 4 /Extends 6 0 R", "6 0 << /Type /ObjStm >>"));
  f("objstm-huge-n", DAMAGED, () => objStm("/N 1000000000 /First 8", "1 0 2 0 << >> << >>"));
  f("objstm-bad-offsets", DAMAGED, () => objStm("/N 2 /First 20", "7 999999 8 -5       << >> << >>"));
  const lengths = (length: string) => () => {
    const pdf = new TextDecoder("latin1").decode(onePage(text("Hello")));
    return latin1(pdf.replace(/\/Length \d+/, `/Length ${length}`));
  };
  f("length-self", DAMAGED, lengths("4 0 R"));
  f("length-negative", DAMAGED, lengths("-100"));
  f("length-huge", DAMAGED, lengths("99999999999"));
  f("length-missing-object", DAMAGED, lengths("77 0 R"));
  f("no-endstream", DAMAGED, () => {
    const pdf = new TextDecoder("latin1").decode(onePage(text("Hello")));
    return latin1(pdf.slice(0, pdf.indexOf("endstream")));
  });
  // Two definitions of the content object: the cross-reference table points at the first (deep
  // nesting), the benign one comes later in the file.
  f("duplicate-object-hidden", TOO_COMPLEX, () => {
    const hostile = `4 0 obj\n<< /Length ${40_000 * 2} >>\nstream\n${"q ".repeat(40_000)}\nendstream\nendobj\n`;
    const pdf = new TextDecoder("latin1").decode(onePage(text("Hello")));
    const body = pdf.slice(0, pdf.indexOf("xref\n"));
    const at = body.length;
    const objects = [...body.matchAll(/(\d+) 0 obj/g)].map((m) => [Number(m[1]), m.index as number] as const);
    const rows = objects
      .sort((a, b) => a[0] - b[0])
      .map(([n, o]) => `${String(n === 4 ? at : o).padStart(10, "0")} 00000 n \n`)
      .join("");
    const xrefAt = at + hostile.length;
    return latin1(
      `${body}${hostile}xref\n0 6\n0000000000 65535 f \n${rows}trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`,
    );
  });
  return out;
}

/** Fonts and CMaps: damaged and huge programs, huge ranges and arrays, loops. */
function fonts(): HostileFile[] {
  const out: HostileFile[] = [];
  const f = (name: string, expect: readonly Outcome[], make: () => Uint8Array) =>
    out.push(file("fonts", name, expect, make));
  const rnd = random(42);
  const junk = (n: number) => Uint8Array.from({ length: n }, () => Math.floor(rnd() * 256));
  const withFont = (
    font: string,
    extra: PdfObj[] = [],
    content = "BT /F2 12 Tf 72 700 Td (Hello 01/02) Tj ET",
  ) => onePage(content, { fonts: "/F2 6 0 R", extra: [font, ...extra] });
  const descriptor = (file: string) =>
    `<< /Type /FontDescriptor /FontName /Junk /Flags 32 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 ${file} 8 0 R >>`;
  const simple = (subtype: string) =>
    `<< /Type /Font /Subtype /${subtype} /BaseFont /Junk /FirstChar 32 /LastChar 126 /Widths [${"500 ".repeat(95)}] /FontDescriptor 7 0 R >>`;
  const scanned: readonly Outcome[] = ["NO_TRANSACTIONS", "PDF_SCANNED"];
  f("font-truetype-random-10k", scanned, () =>
    withFont(simple("TrueType"), [descriptor("/FontFile2"), stream("", junk(10_000), "flate")]),
  );
  f("font-truetype-random-1m", scanned, () =>
    withFont(simple("TrueType"), [descriptor("/FontFile2"), stream("", junk(1_000_000), "flate")]),
  );
  f("font-type1-random", scanned, () =>
    withFont(simple("Type1"), [
      descriptor("/FontFile"),
      stream("/Length1 100 /Length2 5000 /Length3 0", junk(6_000)),
    ]),
  );
  f("font-cff-random", scanned, () =>
    withFont(simple("Type1"), [descriptor("/FontFile3"), stream("/Subtype /Type1C", junk(20_000))]),
  );
  f("font-opentype-truncated", scanned, () =>
    withFont(simple("TrueType"), [
      descriptor("/FontFile3"),
      stream("/Subtype /OpenType", concat([latin1("OTTO\u0000\u0009"), junk(40)])),
    ]),
  );
  const type0 = (encoding: string) =>
    `<< /Type /Font /Subtype /Type0 /BaseFont /Junk /Encoding ${encoding} /DescendantFonts [7 0 R] >>`;
  const cid = (w: string) =>
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /Junk /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor 8 0 R /W ${w} >>`;
  const cidDescriptor =
    "<< /Type /FontDescriptor /FontName /Junk /Flags 32 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 >>";
  f("font-type0-huge-w", scanned, () =>
    withFont(type0("/Identity-H"), [cid(`[0 [${"500 ".repeat(200_000)}]]`), cidDescriptor]),
  );
  const cmap = (ranges: string) =>
    `/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CMapName /Junk def 1 begincodespacerange <0000> <FFFF> endcodespacerange ${ranges} endcmap CMapName currentdict /CMap defineresource pop end end`;
  const cidRanges = `100 begincidrange ${"<0000> <FFFF> 0 ".repeat(100)} endcidrange `.repeat(10);
  f("cmap-huge-cidrange", ["NO_TRANSACTIONS", "PDF_SCANNED", "PDF_TOO_COMPLEX"], () =>
    withFont(type0("9 0 R"), [
      cid("[0 [500]]"),
      cidDescriptor,
      stream("/Type /CMap /CMapName /Junk", cmap(cidRanges), "flate"),
    ]),
  );
  const bfRanges = `100 beginbfrange ${"<0000> <FFFF> <0041> ".repeat(100)} endbfrange `.repeat(10);
  f("tounicode-huge-bfrange", ["NO_TRANSACTIONS", "PDF_SCANNED", "PDF_TOO_COMPLEX"], () =>
    withFont("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /ToUnicode 7 0 R >>", [
      stream("", cmap(bfRanges), "flate"),
    ]),
  );
  f("cmap-usecmap-self", scanned, () =>
    withFont(type0("9 0 R"), [
      cid("[0 [500]]"),
      cidDescriptor,
      stream("/Type /CMap /CMapName /Junk /UseCMap 9 0 R", cmap(""), "flate"),
    ]),
  );
  f("font-descendant-loop", scanned, () =>
    withFont(
      "<< /Type /Font /Subtype /Type0 /BaseFont /Junk /Encoding /Identity-H /DescendantFonts [6 0 R] >>",
    ),
  );
  f("font-differences-huge", scanned, () =>
    withFont(
      `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding << /Type /Encoding /Differences [0 ${"/a ".repeat(200_000)}] >> >>`,
    ),
  );
  f("font-widths-huge", scanned, () =>
    withFont(
      `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /FirstChar 0 /LastChar 200000 /Widths [${"600 ".repeat(200_000)}] >>`,
    ),
  );
  f("type3-10k-glyphs", TOO_COMPLEX, () => {
    const procs = Array.from({ length: 10_000 }, (_, i) => `/g${i} ${8 + i} 0 R`).join(" ");
    return onePage("BT /T3 12 Tf 72 700 Td (a) Tj ET", {
      fonts: "/T3 6 0 R",
      extra: [
        `<< /Type /Font /Subtype /Type3 /FontBBox [0 0 1000 1000] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs 7 0 R /Encoding << /Differences [97 /g0] >> /FirstChar 97 /LastChar 97 /Widths [1000] >>`,
        `<< ${procs} >>`,
        ...Array.from({ length: 10_000 }, () => stream("", `1000 0 d0 ${"0 0 1 1 re f ".repeat(30)}`)),
      ],
    });
  });
  f("type3-glyph-draws-its-font", DAMAGED, () =>
    onePage("BT /T3 12 Tf 72 700 Td (a) Tj ET", {
      fonts: "/T3 6 0 R",
      extra: [
        "<< /Type /Font /Subtype /Type3 /FontBBox [0 0 1000 1000] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << /a 7 0 R >> /Encoding << /Differences [97 /a] >> /FirstChar 97 /LastChar 97 /Widths [1000] /Resources << /Font << /T3 6 0 R >> >> >>",
        stream("", "1000 0 d0 BT /T3 12 Tf (a) Tj ET"),
      ],
    }),
  );
  f("font-missing-object", scanned, () =>
    onePage("BT /F2 12 Tf 72 700 Td (Hello) Tj ET", { fonts: "/F2 999 0 R" }),
  );
  f("font-not-a-dict", scanned, () => onePage("BT /F2 12 Tf 72 700 Td (Hello) Tj ET", { fonts: "/F2 5" }));
  return out;
}

/** The plain statement cut at every structural point and at even steps. */
function truncations(): HostileFile[] {
  const out: HostileFile[] = [];
  for (const filter of ["flate", "none"] as const) {
    const whole = plainStatement(2, filter);
    const text = new TextDecoder("latin1").decode(whole);
    const cuts = new Set<number>();
    for (const word of [
      " obj",
      "endobj",
      "stream\n",
      "endstream",
      "xref",
      "trailer",
      "startxref",
      "%%EOF",
      "<<",
      ">>",
    ]) {
      for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
        cuts.add(at);
        cuts.add(at + word.length);
      }
    }
    for (let at = text.indexOf("stream\n"); at >= 0; at = text.indexOf("stream\n", at + 1)) {
      const end = text.indexOf("endstream", at);
      if (end > at) cuts.add(Math.floor((at + end) / 2));
    }
    const steps = filter === "flate" ? 30 : 20;
    for (let i = 1; i < steps; i++) cuts.add(Math.floor((whole.length * i) / steps));
    const sorted = [...cuts].filter((c) => c > 0 && c < whole.length).sort((a, b) => a - b);
    // Structural points are many; keep an even spread of them.
    const keep = filter === "flate" ? 70 : 40;
    const chosen = sorted.filter((_, i) => i % Math.max(1, Math.floor(sorted.length / keep)) === 0);
    for (const cut of chosen) {
      out.push(file("truncated", `trunc-${filter}-${cut}`, DAMAGED, () => whole.slice(0, cut)));
    }
  }
  return out;
}

/** The plain statement with random bytes overwritten. */
function mutations(): HostileFile[] {
  const out: HostileFile[] = [];
  for (let seed = 1; seed <= 60; seed++) {
    const filter = seed % 2 ? "flate" : "none";
    out.push(
      file("mutated", `mutate-${filter}-${seed}`, DAMAGED, () => {
        const bytes = plainStatement(2, filter).slice();
        const rnd = random(seed * 7919);
        const flips = 1 + Math.floor(rnd() * 40);
        for (let i = 0; i < flips; i++) bytes[Math.floor(rnd() * bytes.length)] = Math.floor(rnd() * 256);
        return bytes;
      }),
    );
  }
  return out;
}

/** Encrypted statements, and hostile content behind encryption (an empty user password opens it). */
function encrypted(): HostileFile[] {
  const out: HostileFile[] = [];
  const ciphers: Cipher[] = ["rc4-40", "rc4-128", "aes-128", "aes-256"];
  const build = async (objects: PdfObj[], cipher: Cipher, user: string) => {
    const enc = await encryptObjects(objects, cipher, user, "owner-secret");
    return writePdf(enc.objects, { trailer: enc.trailer });
  };
  const hostilePage = (content: string) => [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    stream("", content, "flate"),
    HELVETICA,
  ];
  for (const cipher of ciphers) {
    const f = (name: string, expect: readonly Outcome[], make: () => Promise<Uint8Array>) =>
      out.push(file("encrypted", `enc-${cipher}-${name}`, expect, make));
    f("user-password", ["PDF_ENCRYPTED"], () => build(statementObjects(2), cipher, "user-secret"));
    f("owner-only", ["OK"], () => build(statementObjects(2), cipher, ""));
    f("owner-only-nested-q", TOO_COMPLEX, () =>
      build(hostilePage(`${"q ".repeat(100_000)}${text("Hi")}`), cipher, ""),
    );
    f("owner-only-text-run", TOO_COMPLEX, () =>
      build(hostilePage(`BT /F1 9 Tf 10 700 Td (${"A B ".repeat(1 << 18)}) Tj ET`), cipher, ""),
    );
  }
  const broken = (change: (pdf: string) => string) => async () => {
    const pdf = new TextDecoder("latin1").decode(await build(statementObjects(2), "rc4-128", ""));
    return latin1(change(pdf));
  };
  const f = (name: string, make: () => Promise<Uint8Array>) =>
    out.push(
      file(
        "encrypted",
        `enc-broken-${name}`,
        ["PDF_INVALID", "PDF_ENCRYPTED", "PDF_SCANNED", "NO_TRANSACTIONS"],
        make,
      ),
    );
  f(
    "no-o",
    broken((p) => p.replace(/\/O <[0-9a-f]+>/, "")),
  );
  f(
    "missing-dict",
    broken((p) => p.replace(/\/Encrypt \d+ 0 R/, "/Encrypt 999 0 R")),
  );
  f(
    "unknown-handler",
    broken((p) => p.replace("/Filter /Standard", "/Filter /Custom")),
  );
  f(
    "revision-99",
    broken((p) => p.replace("/R 3", "/R 99")),
  );
  return out;
}

/** Files that are not PDFs at all, named .pdf. */
function notPdfs(): HostileFile[] {
  const invalid: readonly Outcome[] = ["PDF_INVALID"];
  const f = (name: string, expect: readonly Outcome[], make: () => Uint8Array) =>
    file("not-pdf", `notpdf-${name}`, expect, make);
  const rnd = random(99);
  const statement = () => plainStatement(1, "none");
  const zipStoring = (name: string, data: Uint8Array) =>
    concat([
      latin1(`PK\u0003\u0004\u0014\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000`),
      latin1(`\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000${name}`),
      data,
    ]);
  return [
    f("empty", ["FILE_EMPTY"], () => new Uint8Array(0)),
    f("one-byte", invalid, () => Uint8Array.of(0x25)),
    f("signature-only", invalid, () => latin1("%PDF-")),
    f("header-only", invalid, () => latin1("%PDF-1.7\n")),
    f("header-and-random", invalid, () =>
      concat([latin1("%PDF-1.7\n"), Uint8Array.from({ length: 100_000 }, () => Math.floor(rnd() * 256))]),
    ),
    f("random-1m", invalid, () => Uint8Array.from({ length: 1_000_000 }, () => Math.floor(rnd() * 256))),
    f("zip", invalid, () => zipStoring("a.txt", latin1("hello"))),
    f("zip-storing-a-pdf", invalid, () => zipStoring("statement.pdf", statement())),
    f("xlsx", invalid, () => zipStoring("[Content_Types].xml", latin1("<Types/>"))),
    f("png", invalid, () => latin1("\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR")),
    f("jpeg", invalid, () => latin1("\u00ff\u00d8\u00ff\u00e0\u0000\u0010JFIF")),
    f("gif", invalid, () => latin1("GIF89a\u0001\u0000\u0001\u0000")),
    f("html", invalid, () => latin1("<!DOCTYPE html><html><body>Statement</body></html>")),
    f("html-holding-a-pdf", invalid, () => concat([latin1("<html><body><pre>"), statement()])),
    f("xml", invalid, () => latin1('<?xml version="1.0"?><statement/>')),
    f("text", invalid, () => latin1("Date,Description,Amount\n2026-03-01,Coffee,-3.00\n")),
    f("gzip-of-a-pdf", invalid, () => concat([Uint8Array.of(0x1f, 0x8b, 8, 0), statement()])),
    f("utf16-signature", invalid, () => latin1("\u00ff\u00fe%\u0000P\u0000D\u0000F\u0000-\u0000")),
    f("signature-after-1024", invalid, () => concat([new Uint8Array(1030).fill(0x20), statement()])),
    f("postscript", invalid, () => latin1("%!PS-Adobe-3.0\n%%Pages: 1\nshowpage\n")),
  ];
}

export function structureFamilies(): HostileFile[] {
  return [
    ...objectNesting(),
    ...pageTrees(),
    ...xrefs(),
    ...fonts(),
    ...truncations(),
    ...mutations(),
    ...encrypted(),
    ...notPdfs(),
  ];
}
