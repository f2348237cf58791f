import { median } from "../layout/median.js";
import { overlap } from "./ocr-words.js";
import type { OcrWord } from "./types.js";

/** Words read surely, of at least this many characters with a letter, measure the print's pitch. */
const PITCH_CONFIDENCE = 0.8;
const PITCH_LENGTH = 5;
/** A strip is measured when it has this many such words ... */
const PITCH_WORDS = 8;
/** ... and is monospaced when this share of them are within PITCH_SPREAD of the median width a character. */
const MONOSPACED_SHARE = 0.85;
const PITCH_SPREAD = 0.05;
/** A word starting this near (in characters) to where the one before it ends, with no space, continues it. */
const NO_SPACE = 0.45;

const LETTER = /\p{L}/u;

/**
 * The pitch of a strip's print in pixels (its characters' advance) when it is monospaced, else
 * null. In monospaced print every character takes one pitch, so a word's width over its length
 * is the same for every word; in proportional print it differs with the letters (an `i` is a
 * third of an `m`). The pitch is measured from one word's start to the next along the engine's
 * own lines (a word and the space after it: its length plus one), whose median is the pitch
 * whatever the bearings of the first and last letters.
 */
function monospacedPitch(words: OcrWord[]): number | null {
  const sure = (w: OcrWord) => w.confidence >= PITCH_CONFIDENCE;
  const widths = words
    .filter((w) => sure(w) && w.text.length >= PITCH_LENGTH && LETTER.test(w.text))
    .map((w) => (w.right - w.left) / (w.text.length - 0.5));
  if (widths.length < PITCH_WORDS) return null;
  const typical = median(widths);
  const alike = widths.filter((x) => Math.abs(x / typical - 1) <= PITCH_SPREAD).length;
  if (alike < MONOSPACED_SHARE * widths.length) return null;
  const steps: number[] = [];
  for (let i = 1; i < words.length; i++) {
    const a = words[i - 1] as OcrWord;
    const b = words[i] as OcrWord;
    if (!b.startsLine && sure(a) && sure(b) && b.left > a.right)
      steps.push((b.left - a.left) / (a.text.length + 1));
  }
  return steps.length ? median(steps) : null;
}

/**
 * The words with the ones the engine's page layout split apart joined again: in monospaced print
 * a word that starts where the one before it on its row ends, with no character's room between
 * (`15.` then `12.` of a date, `490,` then `34`), is the same word, cut by the layout's column
 * finding at the wide gap a narrow character leaves (test/scans/README.md). Only words that begin
 * one of the engine's lines are joined to the one before them: within its lines the engine has
 * judged the spaces itself. The joined word is as sure as the less sure of its parts.
 */
export function joinSplitWords(words: OcrWord[]): OcrWord[] {
  const pitch = monospacedPitch(words);
  if (pitch === null) return words;
  const out = [...words];
  for (let i = 0; i < out.length; i++) {
    const w = out[i] as OcrWord;
    if (!w.startsLine) continue;
    // On one row of print: sharing most of the shorter one's height.
    const before = out.findIndex((a) => a !== w && overlap(a, w) > 0.5 && noSpace(a, w, pitch));
    if (before < 0) continue;
    const a = out[before] as OcrWord;
    out[before] = {
      ...a,
      text: a.text + w.text,
      right: Math.max(a.right, w.right),
      top: Math.min(a.top, w.top),
      bottom: Math.max(a.bottom, w.bottom),
      confidence: Math.min(a.confidence, w.confidence),
    };
    out.splice(i, 1);
    i = Math.min(i, before) - 1;
  }
  return out;
}

/** Whether `b` starts where `a` ends in print of this pitch, with no character's room between. */
function noSpace(a: OcrWord, b: OcrWord, pitch: number): boolean {
  return b.left > a.left && Math.abs((b.left - a.left) / pitch - a.text.length) <= NO_SPACE;
}
