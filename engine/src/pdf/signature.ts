/** Files that begin like these are something else, even with `%PDF-` further in (a PDF inside a ZIP). */
const OTHER_FORMATS: readonly (readonly number[])[] = [
  [0x50, 0x4b, 0x03, 0x04], // ZIP (and .xlsx, .docx)
  [0x50, 0x4b, 0x05, 0x06], // empty ZIP
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0xd0, 0xcf, 0x11, 0xe0], // OLE (.xls, .doc)
  [0x1f, 0x8b], // gzip
  [0x37, 0x7a, 0xbc, 0xaf], // 7z
  [0x52, 0x61, 0x72, 0x21], // RAR
  [0x49, 0x49, 0x2a, 0x00], // TIFF
  [0x4d, 0x4d, 0x00, 0x2a], // TIFF
  [0x7f, 0x45, 0x4c, 0x46], // ELF
];
const MARKUP = /^(\ufeff|\s)*<(!doctype|html|\?xml|svg)/i;
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

/**
 * A PDF has `%PDF-` within its first 1024 bytes (ISO 32000, 7.5.2, as readers accept it) and
 * does not begin like another format: a ZIP or an HTML page holding a PDF is not one.
 */
export function hasPdfSignature(bytes: Uint8Array): boolean {
  if (OTHER_FORMATS.some((magic) => startsWith(bytes, magic))) return false;
  const head = bytes.subarray(0, 1024);
  if (MARKUP.test(new TextDecoder("latin1").decode(head.subarray(0, 64)))) return false;
  const end = head.length - PDF_MAGIC.length;
  outer: for (let i = 0; i <= end; i++) {
    for (let j = 0; j < PDF_MAGIC.length; j++) if (head[i + j] !== PDF_MAGIC[j]) continue outer;
    return true;
  }
  return false;
}
