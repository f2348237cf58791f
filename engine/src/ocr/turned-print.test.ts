import { describe, expect, it } from "vitest";
import { withoutTurnedPrint } from "./turned-print.js";
import type { OcrWord } from "./types.js";

const word = (text: string, left: number, right: number, top: number, bottom: number): OcrWord => ({
  text,
  left,
  right,
  top,
  bottom,
  confidence: 0.95,
  startsLine: false,
});
const texts = (strips: OcrWord[][]) => strips.map((words) => words.map((w) => w.text));

describe("withoutTurnedPrint", () => {
  it("leaves out print turned up the margin, as the text layer leaves out rotated text, and keeps a lone tall word", () => {
    // 300 dpi. Three words stacked in a narrow column, each taller than wide; "in" made tall by a
    // speck over it stands alone.
    const strip = [
      word("STMT", 45, 63, 70, 135),
      word("SCC", 45, 63, 140, 190),
      word("2773", 45, 63, 200, 255),
      word("03/12", 167, 227, 55, 80),
      word("CAFE", 400, 448, 55, 80),
      word("in", 600, 622, 40, 80),
    ];
    expect(texts(withoutTurnedPrint([{ top: 0, words: strip }]))).toEqual([["03/12", "CAFE", "in"]]);
  });

  it("finds the run over the page's strips, with the near-square end of the number and its piece in the next strip", () => {
    // Two strips cut the number: its end `71` (barely taller than wide) and `091268`, alone in the
    // second strip, are of the run's column. `11` beside the column, a word's height past the run's
    // end, is upright print.
    const first = [
      word("STMT", 36, 50, 91, 142),
      word("SNB", 36, 50, 151, 189),
      word("0000", 36, 50, 197, 240),
      word("2773", 36, 50, 247, 290),
      word("SCC", 36, 50, 298, 337),
      word("71", 36, 50, 346, 364),
      word("03/19", 134, 199, 336, 356),
    ];
    const second = [
      word("091268", 36, 50, 2, 68),
      word("03/20", 134, 199, 9, 29),
      word("11", 36, 50, 300, 318),
    ];
    expect(
      texts(
        withoutTurnedPrint([
          { top: 0, words: first },
          { top: 365, words: second },
        ]),
      ),
    ).toEqual([["03/19"], ["03/20", "11"]]);
  });

  it("keeps tall words of one column standing lines apart (fine print, a figure with a speck over it)", () => {
    const first = [word("14", 158, 189, 305, 348)];
    const second = [
      word("the", 138, 171, 181, 247),
      word("limit", 182, 232, 181, 247),
      word("be", 402, 424, 181, 247),
    ];
    expect(
      texts(
        withoutTurnedPrint([
          { top: 0, words: first },
          { top: 1400, words: second },
        ]),
      ),
    ).toEqual([["14"], ["the", "limit", "be"]]);
  });

  it("keeps a column of upright two-figure cells", () => {
    const cells = [10, 50, 90, 130].map((top) => word("12", 36, 60, top, top + 18));
    expect(texts(withoutTurnedPrint([{ top: 0, words: cells }]))).toEqual([["12", "12", "12", "12"]]);
  });
});
