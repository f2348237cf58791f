import { Zlib, zlibSync } from "fflate";

/** An indirect object: a dictionary or other value as PDF text, or a stream (dictionary without /Length, and data). */
export type PdfObj = string | { dict: string; data: Uint8Array };

export interface WriteOptions {
  /** Extra trailer entries (after /Size and /Root). */
  trailer?: string;
  /** The trailer's /Root (default 1 0 R). */
  root?: string;
  /** "none" writes no cross-reference table (readers must rebuild it). */
  xref?: "table" | "none";
  header?: string;
}

export const latin1 = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0) & 0xff);

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export const deflate = (data: Uint8Array | string): Uint8Array =>
  zlibSync(typeof data === "string" ? latin1(data) : data, { level: 6 });

/** A stream object; `filter` "flate" deflates the data and names the filter. */
export function stream(dict: string, data: Uint8Array | string, filter: "flate" | "none" = "none"): PdfObj {
  const raw = typeof data === "string" ? latin1(data) : data;
  return filter === "flate"
    ? { dict: `/Filter /FlateDecode ${dict}`, data: deflate(raw) }
    : { dict, data: raw };
}

/** Writes objects numbered from 1, a cross-reference table and a trailer. */
export function writePdf(objects: PdfObj[], options: WriteOptions = {}): Uint8Array {
  const parts: Uint8Array[] = [];
  let length = 0;
  const add = (p: Uint8Array | string) => {
    const bytes = typeof p === "string" ? latin1(p) : p;
    parts.push(bytes);
    length += bytes.length;
  };
  add(options.header ?? "%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n");
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(length);
    if (typeof object === "string") add(`${i + 1} 0 obj\n${object}\nendobj\n`);
    else {
      add(`${i + 1} 0 obj\n<< /Length ${object.data.length} ${object.dict} >>\nstream\n`);
      add(object.data);
      add("\nendstream\nendobj\n");
    }
  });
  const xref = length;
  if (options.xref !== "none") {
    add(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
    add(offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join(""));
  }
  add(
    `trailer\n<< /Size ${objects.length + 1} /Root ${options.root ?? "1 0 R"} ${options.trailer ?? ""} >>\nstartxref\n${xref}\n%%EOF\n`,
  );
  return concat(parts);
}

export const HELVETICA = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";

export interface PageOptions {
  /** Extra entries of the page dictionary. */
  page?: string;
  /** Extra entries of the page's /Resources (the font /F1 is object 5). */
  resources?: string;
  /** Extra entries of the page's /Font resources. */
  fonts?: string;
  /** Objects from number 6 on. */
  extra?: PdfObj[];
  filter?: "flate" | "none";
}

/** A one-page PDF: 1 catalog, 2 pages, 3 page, 4 content, 5 Helvetica, then `extra` from 6. */
export function onePage(content: string | Uint8Array, options: PageOptions = {}): Uint8Array {
  return writePdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R ${options.fonts ?? ""} >> ${options.resources ?? ""} >> ${options.page ?? ""} >>`,
    stream("", content, options.filter),
    HELVETICA,
    ...(options.extra ?? []),
  ]);
}

/** A PDF of `contents.length` pages, each with its own content stream and Helvetica as /F1. */
export function manyPages(contents: (string | Uint8Array)[], filter: "flate" | "none" = "none"): Uint8Array {
  return writePdf(manyPagesObjects(contents, filter));
}

export function manyPagesObjects(
  contents: (string | Uint8Array)[],
  filter: "flate" | "none" = "none",
): PdfObj[] {
  const n = contents.length;
  const kids = Array.from({ length: n }, (_, i) => `${4 + 2 * i} 0 R`).join(" ");
  const objects: PdfObj[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${kids}] /Count ${n} >>`,
    HELVETICA,
  ];
  contents.forEach((content, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${5 + 2 * i} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
      stream("", content, filter),
    );
  });
  return objects;
}

/** A small deterministic random generator (xorshift), so every run makes the same files. */
export function random(seed: number): () => number {
  let x = seed | 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

/** `mib` MiB of spaces, deflated a MiB at a time (the inflated data never exists at once). */
export function deflatedSpaces(mib: number): Uint8Array {
  const block = new Uint8Array(1024 * 1024).fill(0x20);
  const out: Uint8Array[] = [];
  const z = new Zlib({ level: 6 }, (c) => out.push(c));
  for (let i = 0; i < mib; i++) z.push(block, i === mib - 1);
  return concat(out);
}

/** Computes a value once, on first use. */
export function once<T>(make: () => T): () => T {
  let value: { v: T } | null = null;
  return () => {
    value ??= { v: make() };
    return value.v;
  };
}
