// @ts-expect-error: the bombs are plain JavaScript (engine/test/sheets/bombs.mjs)
import * as bombs from "../sheets/bombs.mjs";
import type { HostileFile } from "./hostile-file.js";

type Make = () => Uint8Array;
const b = bombs as {
  sharedStringBomb: (rows: number, chars: number) => Uint8Array;
  sharedStringsFlood: (mib: number) => Uint8Array;
  labelsstBomb: (cells: number, chars: number) => Uint8Array;
  numberCells: (cells: number) => Uint8Array;
  oneSheetManyTimes: (count: number) => Uint8Array;
  binaryWorkbook: () => Uint8Array;
  backtrackingCsv: (rows: number, text: string) => Uint8Array;
};

const sheet = (name: string, ext: string, expect: HostileFile["expect"], make: Make): HostileFile => ({
  name: `sheet-${name}`,
  family: "sheets",
  ext,
  make,
  expect,
});

/**
 * Spreadsheets that cost a reader far more than their size (../sheets/bombs.mjs): the first is
 * the cheapest, the one the workerd sample takes.
 */
export function sheetFamilies(): HostileFile[] {
  return [
    sheet("shared-string-bomb-1900x10000", "xlsx", ["PDF_TOO_COMPLEX"], () =>
      b.sharedStringBomb(1_900, 10_000),
    ),
    sheet("shared-string-bomb-19000x10000", "xlsx", ["PDF_TOO_COMPLEX"], () =>
      b.sharedStringBomb(19_000, 10_000),
    ),
    sheet("shared-string-bomb-19000x30000", "xlsx", ["PDF_TOO_COMPLEX"], () =>
      b.sharedStringBomb(19_000, 30_000),
    ),
    sheet("shared-string-text-19000x1000", "xlsx", ["PDF_TOO_COMPLEX"], () =>
      b.sharedStringBomb(19_000, 1_000),
    ),
    sheet("shared-strings-30mib", "xlsx", ["PDF_TOO_COMPLEX"], () => b.sharedStringsFlood(30)),
    sheet("labelsst-bomb-19000x10000", "xls", ["PDF_TOO_COMPLEX"], () => b.labelsstBomb(19_000, 10_000)),
    sheet("number-cells-500000", "xls", ["PDF_TOO_COMPLEX"], () => b.numberCells(500_000)),
    sheet("one-part-150-sheets", "xlsx", ["PDF_TOO_COMPLEX"], () => b.oneSheetManyTimes(150)),
    sheet("one-part-100-sheets", "xlsx", ["OK"], () => b.oneSheetManyTimes(100)),
    sheet("binary-workbook", "xlsx", ["UNSUPPORTED_FORMAT"], () => b.binaryWorkbook()),
    sheet("dashes-900", "csv", ["OK"], () => b.backtrackingCsv(900, `${"- ".repeat(1_950)}x`)),
    sheet("commas-900", "csv", ["OK"], () => b.backtrackingCsv(900, `${", ".repeat(1_950)}a`)),
    sheet("masked-x-900", "csv", ["OK"], () => b.backtrackingCsv(900, "X".repeat(3_900))),
  ];
}
