/**
 * Text -> Windows-1252 bytes, for the OFX 1.0.2 files Quicken and QuickBooks read
 * (ENCODING:USASCII, CHARSET:1252). A character outside the code page loses its accents when
 * that leaves one it has ('ő' -> 'o'), else becomes '?'.
 */

// The code page's 0x80-0x9F block: its characters beyond Latin-1.
const HIGH: Record<number, number> = {
  8364: 0x80,
  8218: 0x82,
  402: 0x83,
  8222: 0x84,
  8230: 0x85,
  8224: 0x86,
  8225: 0x87,
  710: 0x88,
  8240: 0x89,
  352: 0x8a,
  8249: 0x8b,
  338: 0x8c,
  381: 0x8e,
  8216: 0x91,
  8217: 0x92,
  8220: 0x93,
  8221: 0x94,
  8226: 0x95,
  8211: 0x96,
  8212: 0x97,
  732: 0x98,
  8482: 0x99,
  353: 0x9a,
  8250: 0x9b,
  339: 0x9c,
  382: 0x9e,
  376: 0x9f,
};

export function encodeWindows1252(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const ch of text) bytes.push(byteOf(ch));
  return Uint8Array.from(bytes);
}

function byteOf(ch: string): number {
  const code = ch.codePointAt(0) as number;
  if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return code;
  const high = HIGH[code];
  if (high !== undefined) return high;
  const base = ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  const first = base.codePointAt(0);
  if (base.length === 1 && first !== undefined && (first < 0x80 || (first >= 0xa0 && first <= 0xff))) {
    return first;
  }
  return 0x3f;
}
