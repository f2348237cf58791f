/** How a text file is encoded: from its BOM, its zero bytes (UTF-16) or whether it is valid UTF-8. */
export type TextEncoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

/** Windows-1252's characters for 0x80..0x9F (where it differs from Latin-1); 0 where it has none. */
const CP1252_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0,
  0x017d, 0, 0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0, 0x017e, 0x0178,
];

export function detectEncoding(bytes: Uint8Array): TextEncoding {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  const head = bytes.subarray(0, 4096);
  let even = 0;
  let odd = 0;
  for (let i = 0; i < head.length; i++) if (head[i] === 0) i % 2 === 0 ? even++ : odd++;
  const pairs = Math.floor(head.length / 2);
  if (pairs > 0 && odd >= 0.4 * pairs && even === 0) return "utf-16le";
  if (pairs > 0 && even >= 0.4 * pairs && odd === 0) return "utf-16be";
  try {
    new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
    return "utf-8";
  } catch {
    return "windows-1252";
  }
}

function decodeCp1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let i = 0; i < bytes.length; i += 8192) {
    const codes = Array.from(bytes.subarray(i, i + 8192), (b) =>
      b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] || 0xfffd : b,
    );
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join("");
}

/**
 * The file's text (BOM removed), or null when it is no text: control characters other than
 * tab, line breaks and form feed, or bytes that are invalid in its encoding (a damaged UTF-16 file).
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncoding } | null {
  const encoding = detectEncoding(bytes);
  let text: string;
  if (encoding === "windows-1252") text = decodeCp1252(bytes);
  else {
    try {
      text = new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(bytes);
    } catch {
      return null;
    }
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters mark binary files
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text.slice(0, 65_536))) return null;
  return { text, encoding };
}
