/**
 * The streams of an OLE2 compound file ([MS-CFB]: legacy .xls workbooks, encrypted Office
 * packages), read in time linear in the file: the header, the FAT (through the DIFAT), the
 * directory, and one stream's sector chain, each chain cut at the file's sector count so a loop
 * ends. SheetJS's own reader builds every stream as an array of numbers first, which takes
 * seconds for a 10 MB file; the engine reads the one stream it needs.
 */

export interface OleEntry {
  name: string;
  /** 1 storage, 2 stream, 5 root. */
  type: number;
  start: number;
  size: number;
}

export class OleDamaged extends Error {}

const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const END = 0xfffffffe;
const FREE = 0xffffffff;

const u16 = (b: Uint8Array, o: number) => ((b[o] ?? 0) | ((b[o + 1] ?? 0) << 8)) >>> 0;
const u32 = (b: Uint8Array, o: number) => (u16(b, o) | (u16(b, o + 2) << 16)) >>> 0;

export class OleFile {
  readonly entries: OleEntry[] = [];
  private readonly sectorSize: number;
  private readonly sectors: number;
  private readonly fat: Uint32Array;
  private readonly miniCutoff: number;
  private readonly firstMiniFat: number;

  constructor(private readonly bytes: Uint8Array) {
    if (bytes.length < 512 || !SIGNATURE.every((b, i) => bytes[i] === b))
      throw new OleDamaged("no OLE2 header");
    const shift = u16(bytes, 30);
    if (shift !== 9 && shift !== 12) throw new OleDamaged(`sector size 2^${shift}`);
    this.sectorSize = 1 << shift;
    this.sectors = Math.floor((bytes.length - 512) / this.sectorSize) + 1;
    this.miniCutoff = u32(bytes, 56);
    this.firstMiniFat = u32(bytes, 60);
    this.fat = this.readFat(u32(bytes, 44), u32(bytes, 68));
    const directory = this.sectorChain(u32(bytes, 48));
    for (let at = 0; at + 128 <= directory.length; at += 128) {
      const nameBytes = Math.min(64, u16(directory, at + 64));
      let name = "";
      for (let i = 0; i + 1 < nameBytes - 1; i += 2) name += String.fromCharCode(u16(directory, at + i));
      this.entries.push({
        name,
        type: directory[at + 66] ?? 0,
        start: u32(directory, at + 116),
        size: u32(directory, at + 120),
      });
    }
  }

  /** The first stream named `name` (case-insensitively), or null. */
  stream(name: string): Uint8Array | null {
    const entry = this.entries.find((e) => e.type === 2 && e.name.toLowerCase() === name.toLowerCase());
    if (!entry) return null;
    if (entry.size >= this.miniCutoff) return this.sectorChain(entry.start).subarray(0, entry.size);
    const root = this.entries.find((e) => e.type === 5);
    if (!root) throw new OleDamaged("no root entry");
    const ministream = this.sectorChain(root.start);
    const miniFat = this.sectorChain(this.firstMiniFat);
    const table = new Uint32Array(Math.floor(miniFat.length / 4)).map((_, i) => u32(miniFat, i * 4));
    const mini = (s: number) => {
      if (s * 64 >= ministream.length) throw new OleDamaged(`mini sector ${s} is past the mini stream`);
      return ministream.subarray(s * 64, s * 64 + 64);
    };
    return chain(entry.start, table, 64, ministream.length / 64, mini).subarray(0, entry.size);
  }

  private sectorChain(first: number): Uint8Array {
    return chain(first, this.fat, this.sectorSize, this.sectors, (s) => this.sectorAt(s));
  }

  private sectorAt(sector: number): Uint8Array {
    const start = 512 + sector * this.sectorSize;
    if (start >= this.bytes.length) throw new OleDamaged(`sector ${sector} is past the file's end`);
    return this.bytes.subarray(start, start + this.sectorSize);
  }

  /** The FAT, from the header's 109 DIFAT slots and the DIFAT sectors chained after them. */
  private readFat(fatSectors: number, firstDifat: number): Uint32Array {
    if (fatSectors > this.sectors) throw new OleDamaged("more FAT sectors than the file has");
    const ids: number[] = [];
    for (let i = 0; i < 109 && ids.length < fatSectors; i++) ids.push(u32(this.bytes, 76 + i * 4));
    const perDifat = this.sectorSize / 4 - 1;
    for (let d = firstDifat, n = 0; ids.length < fatSectors && d !== END && d !== FREE; n++) {
      if (n > this.sectors) throw new OleDamaged("the DIFAT loops");
      const sector = this.sectorAt(d);
      for (let i = 0; i < perDifat && ids.length < fatSectors; i++) ids.push(u32(sector, i * 4));
      d = u32(sector, perDifat * 4);
    }
    const per = this.sectorSize / 4;
    const fat = new Uint32Array(ids.length * per);
    ids.forEach((id, k) => {
      const sector = this.sectorAt(id);
      for (let i = 0; i < per; i++) fat[k * per + i] = u32(sector, i * 4);
    });
    return fat;
  }
}

/** The sectors of a chain, joined; a chain longer than there are sectors loops, and is damage. */
function chain(
  first: number,
  table: Uint32Array,
  size: number,
  maxSectors: number,
  read: (s: number) => Uint8Array,
): Uint8Array {
  const parts: Uint8Array[] = [];
  for (let s = first; s !== END && s !== FREE; s = table[s] ?? END) {
    if (parts.length >= maxSectors || s >= table.length)
      throw new OleDamaged("a sector chain loops or runs off its table");
    parts.push(read(s));
  }
  const out = new Uint8Array(parts.length * size);
  for (const [i, part] of parts.entries()) out.set(part, i * size);
  return out;
}
