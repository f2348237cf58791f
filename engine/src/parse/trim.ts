/**
 * `text` without the characters `strip` accepts at its end: the linear way to write
 * `text.replace(/[...]+$/, "")`, which backtracks over every run of such characters that is not
 * at the end (a line of 4,000 "- " took a second; a sheet of them minutes).
 */
export function trimEndWhere(text: string, strip: (ch: string) => boolean): string {
  let end = text.length;
  while (end > 0 && strip(text[end - 1] as string)) end--;
  return text.slice(0, end);
}
