/**
 * A streaming reader of the start tags, end tags and text of a UTF-8 XML part, fed in chunks as
 * it inflates (zip-guard.ts), so a workbook's parts are measured without being held as strings.
 * It knows no more XML than the measuring needs: names (their prefix dropped), the raw bytes of a
 * start tag (for its attributes), text between tags; comments, declarations and processing
 * instructions are skipped.
 */
export interface XmlHandler {
  open(name: string, tag: Uint8Array, selfClosing: boolean): void;
  close(name: string): void;
  /** Text between tags: `bytes[start, end)`. */
  text(bytes: Uint8Array, start: number, end: number): void;
}

/** A start or end tag longer than this is no part of a workbook a spreadsheet program wrote. */
export const MAX_TAG_BYTES = 64 * 1024;

export class XmlTagTooLong extends Error {}

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const COLON = 0x3a;

function isNameByte(b: number): boolean {
  return (
    (b >= 0x61 && b <= 0x7a) ||
    (b >= 0x41 && b <= 0x5a) ||
    (b >= 0x30 && b <= 0x39) ||
    b === 0x5f ||
    b === 0x2e ||
    b === 0x2d ||
    b === COLON
  );
}

/** The tag's local name (after any `prefix:`), from `from` in `tag`. */
function localName(tag: Uint8Array, from: number): string {
  let start = from;
  let end = from;
  while (end < tag.length && isNameByte(tag[end] as number)) {
    if (tag[end] === COLON) start = end + 1;
    end++;
  }
  let name = "";
  for (let i = start; i < end && i < start + 16; i++) name += String.fromCharCode(tag[i] as number);
  return name;
}

export class XmlTokenizer {
  private carry: Uint8Array | null = null;

  constructor(private readonly handler: XmlHandler) {}

  /** Reads `chunk`; a tag cut by its end waits for the next chunk (none is left at `final`). */
  push(chunk: Uint8Array, final: boolean): void {
    let buf = chunk;
    if (this.carry) {
      buf = new Uint8Array(this.carry.length + chunk.length);
      buf.set(this.carry);
      buf.set(chunk, this.carry.length);
      this.carry = null;
    }
    let at = 0;
    while (at < buf.length) {
      const lt = buf.indexOf(LT, at);
      if (lt < 0) {
        this.handler.text(buf, at, buf.length);
        return;
      }
      if (lt > at) this.handler.text(buf, at, lt);
      const gt = buf.indexOf(GT, lt + 1);
      if (gt < 0) {
        if (buf.length - lt > MAX_TAG_BYTES) throw new XmlTagTooLong();
        if (!final) this.carry = buf.slice(lt);
        return;
      }
      if (gt - lt > MAX_TAG_BYTES) throw new XmlTagTooLong();
      this.tag(buf.subarray(lt, gt + 1));
      at = gt + 1;
    }
  }

  private tag(tag: Uint8Array): void {
    const second = tag[1] as number;
    if (second === SLASH) {
      this.handler.close(localName(tag, 2));
      return;
    }
    // <?xml ...?>, <!-- ... -->, <!DOCTYPE ...>: nothing the measures read.
    if (!isNameByte(second) || second === COLON) return;
    this.handler.open(localName(tag, 1), tag, tag[tag.length - 2] === SLASH);
  }
}

/** Characters in UTF-8 `bytes[start, end)`: bytes that do not continue a sequence. */
export function charCount(bytes: Uint8Array, start: number, end: number): number {
  let n = 0;
  for (let i = start; i < end; i++) if (((bytes[i] as number) & 0xc0) !== 0x80) n++;
  return n;
}

const latin1 = new TextDecoder("latin1");
const attributePatterns = new Map<string, RegExp>();

/** The value of attribute `name` (any prefix) in a start tag's bytes, read as Latin-1; or null. */
export function attribute(tag: Uint8Array, name: string): string | null {
  let pattern = attributePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`\\s(?:[\\w.-]+:)?${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
    attributePatterns.set(name, pattern);
  }
  const match = pattern.exec(latin1.decode(tag));
  return match ? (match[1] ?? match[2] ?? "") : null;
}
