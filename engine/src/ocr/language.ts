import {
  LANGUAGE_WORDS,
  OCR_LANGUAGES,
  type OcrLanguage,
  type StatementLanguage,
} from "../lexicon/languages.js";
import { yieldToEventLoop } from "../pdf/yield.js";
import { cropAround } from "./crop.js";
import type { GreyImage, OcrReader, OcrWord } from "./types.js";

/** Words of a language's own on a page before it is read in that language, at least. */
const MIN_WORDS = 6;
/** ...and at least this many times the English ones. */
const OVER_ENGLISH = 1.5;
/** A run of words is cut where the gap between two is wider than this many of its heights. */
const RUN_GAP = 2;
/** Paper kept around a run, in its heights (Tesseract reads a line best with a margin). */
const RUN_MARGIN = 0.3;

const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * The language a scanned statement is in, from the words of a page read with the English model:
 * the one whose common words (lexicon/languages.ts) the page prints most, when it prints enough
 * of them and clearly more than English ones, and the reader has its model; English otherwise.
 */
export function pageLanguage(texts: readonly string[], available: readonly string[]): OcrLanguage {
  const languages = Object.keys(LANGUAGE_WORDS) as StatementLanguage[];
  const hits = new Map<StatementLanguage, number>(languages.map((l) => [l, 0]));
  for (const text of texts) {
    for (const token of plain(text).match(/\p{L}{2,}/gu) ?? []) {
      for (const language of languages) {
        if (LANGUAGE_WORDS[language].has(token)) hits.set(language, (hits.get(language) ?? 0) + 1);
      }
    }
  }
  const count = (l: StatementLanguage) => hits.get(l) ?? 0;
  const best = languages.reduce((a, b) => (count(b) > count(a) ? b : a));
  const read = OCR_LANGUAGES.find((l) => l === best && available.includes(l));
  if (!read || count(best) < MIN_WORDS || count(best) < count("eng") * OVER_ENGLISH) return "eng";
  return read;
}

const lettersOnly = (w: OcrWord) => /\p{L}/u.test(w.text) && !/\d/.test(w.text);

/** Runs of words of letters only, on one line and without a column's gap between them. */
function letterRuns(words: OcrWord[]): [start: number, end: number][] {
  const runs: [number, number][] = [];
  for (let i = 0; i < words.length; ) {
    if (!lettersOnly(words[i] as OcrWord)) {
      i++;
      continue;
    }
    let j = i + 1;
    for (; j < words.length; j++) {
      const w = words[j] as OcrWord;
      const before = words[j - 1] as OcrWord;
      const height = Math.max(before.bottom - before.top, w.bottom - w.top);
      if (w.startsLine || !lettersOnly(w) || w.left - before.right > RUN_GAP * height) break;
    }
    runs.push([i, j]);
    i = j;
  }
  return runs;
}

/**
 * The words of a strip read with the English model, their letters read again in the statement's
 * language: each run of words without digits is cut out with a margin and read as one line by the
 * language's model, whose words' letters replace the run's when it finds as many words, none with
 * a digit. Digits, dates and amounts stay as the English model read them (read whole by the
 * German model, the generated German statements lost rows), and so does the strip's layout.
 */
export async function readLettersInLanguage(
  ocr: OcrReader,
  image: GreyImage,
  words: OcrWord[],
  dpi: number,
  language: OcrLanguage,
): Promise<OcrWord[]> {
  const out = [...words];
  const runs = letterRuns(words);
  // As many runs at once as the reader reads at once, with a pause for other work between.
  const lanes = Math.max(1, ocr.concurrency ?? 1);
  for (let k = 0; k < runs.length; k += lanes) {
    await Promise.all(
      runs.slice(k, k + lanes).map(async ([start, end]) => {
        const run = words.slice(start, end);
        const read = await ocr.recognise(runImage(image, run), dpi, "line", language);
        // The run's words keep their boxes (the columns are found by them); only the letters
        // change, and only when the language's model finds as many words, none with a digit.
        if (read.length !== run.length || read.some((w) => /\d/.test(w.text))) return;
        for (const [i, w] of run.entries()) out[start + i] = { ...w, text: (read[i] as OcrWord).text };
      }),
    );
    await yieldToEventLoop();
  }
  return out;
}

/** A run's print cut out of the strip, with a margin of paper. */
function runImage(image: GreyImage, run: OcrWord[]): GreyImage {
  const box = {
    left: Math.min(...run.map((w) => w.left)),
    top: Math.min(...run.map((w) => w.top)),
    right: Math.max(...run.map((w) => w.right)),
    bottom: Math.max(...run.map((w) => w.bottom)),
  };
  return cropAround(image, box, Math.round((box.bottom - box.top) * RUN_MARGIN)).image;
}
