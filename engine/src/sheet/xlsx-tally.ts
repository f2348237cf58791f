import type { SheetTally } from "./sheet-bounds.js";
import { charCount, type XmlHandler } from "./xml-tokens.js";

/**
 * The measures of an .xlsx's XML as it inflates: the length of each shared string, and each
 * worksheet's cells and rows with the text they add up to once a shared-string reference
 * (`<c t="s"><v>7</v></c>`) is expanded to the string it names.
 */

/** The length of each shared string (`<si>`): its text runs, phonetic guides left out. */
export class SharedStringLengths implements XmlHandler {
  readonly lengths: number[] = [];
  private current = -1;
  private inText = false;
  private phonetic = 0;

  open(name: string, _tag: Uint8Array, selfClosing: boolean): void {
    if (name === "si") {
      if (selfClosing) this.lengths.push(0);
      else this.current = 0;
    } else if (name === "rPh") {
      if (!selfClosing) this.phonetic++;
    } else if (name === "t" && this.current >= 0 && this.phonetic === 0 && !selfClosing) {
      this.inText = true;
    }
  }

  close(name: string): void {
    if (name === "t") this.inText = false;
    else if (name === "rPh") this.phonetic = Math.max(0, this.phonetic - 1);
    else if (name === "si" && this.current >= 0) {
      this.lengths.push(this.current);
      this.current = -1;
    }
  }

  text(bytes: Uint8Array, start: number, end: number): void {
    if (this.inText) this.current += charCount(bytes, start, end);
  }
}

/** A worksheet's cells and rows, added to `tally`. */
export class SheetCells implements XmlHandler {
  private rowHasText = false;
  private inCell = false;
  private shared = false;
  private length = 0;
  private index = "";
  private inValue = false;
  private inline = 0;
  private inText = false;

  constructor(
    private readonly tally: SheetTally,
    private readonly sharedLengths: readonly number[],
  ) {}

  open(name: string, tag: Uint8Array, selfClosing: boolean): void {
    switch (name) {
      case "row":
        this.tally.rows++;
        this.rowHasText = false;
        if (selfClosing) this.endRow();
        break;
      case "c":
        this.tally.cells++;
        this.shared = isSharedStringCell(tag);
        this.length = 0;
        this.index = "";
        this.inCell = true;
        if (selfClosing) this.endCell();
        break;
      case "v":
        if (this.inCell && !selfClosing) this.inValue = true;
        break;
      case "is":
        if (this.inCell && !selfClosing) this.inline++;
        break;
      case "t":
        if (this.inline > 0 && !selfClosing) this.inText = true;
        break;
    }
  }

  close(name: string): void {
    switch (name) {
      case "v":
        this.inValue = false;
        break;
      case "t":
        this.inText = false;
        break;
      case "is":
        this.inline = Math.max(0, this.inline - 1);
        break;
      case "c":
        if (this.inCell) this.endCell();
        break;
      case "row":
        this.endRow();
        break;
    }
  }

  text(bytes: Uint8Array, start: number, end: number): void {
    if (this.inValue && this.shared) {
      for (let i = start; i < end && this.index.length < 12; i++)
        this.index += String.fromCharCode(bytes[i] as number);
    } else if (this.inValue || this.inText) {
      this.length += charCount(bytes, start, end);
    }
  }

  private endCell(): void {
    this.inCell = false;
    this.inValue = false;
    this.inline = 0;
    this.inText = false;
    const index = this.index.trim();
    const n = this.shared ? (index ? (this.sharedLengths[Number(index)] ?? 0) : 0) : this.length;
    this.tally.textChars += n;
    if (n > this.tally.longestCell) this.tally.longestCell = n;
    if (n > 0) this.rowHasText = true;
  }

  private endRow(): void {
    if (this.rowHasText) this.tally.rowsWithText++;
    this.rowHasText = false;
  }
}

/** `<c ... t="s" ...>`: a cell holding a shared string's index (read from the bytes; no string made). */
export function isSharedStringCell(tag: Uint8Array): boolean {
  for (let i = tag.indexOf(0x74, 2); i > 0; i = tag.indexOf(0x74, i + 1)) {
    const before = tag[i - 1] as number;
    if (before !== 0x20 && before !== 0x09 && before !== 0x0a && before !== 0x0d && before !== 0x3a) continue;
    let j = i + 1;
    while (tag[j] === 0x20) j++;
    if (tag[j] !== 0x3d) continue;
    j++;
    while (tag[j] === 0x20) j++;
    const quote = tag[j];
    if (quote !== 0x22 && quote !== 0x27) continue;
    return tag[j + 1] === 0x73 && tag[j + 2] === quote;
  }
  return false;
}
