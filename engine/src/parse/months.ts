/** Month names and abbreviations (English, German, French, Spanish, Dutch, Italian, Portuguese). */
const NAMES: Record<number, string[]> = {
  1: [
    "jan",
    "january",
    "januar",
    "jänner",
    "janvier",
    "janv",
    "enero",
    "ene",
    "januari",
    "gennaio",
    "gen",
    "janeiro",
  ],
  2: [
    "feb",
    "february",
    "februar",
    "février",
    "fevrier",
    "févr",
    "fevr",
    "fév",
    "fev",
    "febrero",
    "februari",
    "febbraio",
    "fevereiro",
  ],
  3: ["mar", "march", "märz", "maerz", "mär", "mrz", "mars", "marzo", "maart", "mrt", "março", "marco"],
  4: ["apr", "april", "avril", "avr", "abril", "abr", "aprile"],
  5: ["may", "mai", "mayo", "mei", "maggio", "mag", "maio"],
  6: ["jun", "june", "juni", "juin", "junio", "giugno", "giu", "junho"],
  7: ["jul", "july", "juli", "juillet", "juil", "julio", "luglio", "lug", "julho"],
  8: ["aug", "august", "août", "aout", "agosto", "ago", "augustus"],
  9: ["sep", "sept", "september", "septembre", "septiembre", "setiembre", "settembre", "set", "setembro"],
  10: ["oct", "october", "oktober", "okt", "octobre", "octubre", "ottobre", "ott", "outubro", "out"],
  11: ["nov", "november", "novembre", "noviembre", "novembro"],
  12: [
    "dec",
    "december",
    "dezember",
    "dez",
    "décembre",
    "decembre",
    "déc",
    "diciembre",
    "dic",
    "dicembre",
    "dezembro",
  ],
};

const LOOKUP = new Map<string, number>();
for (const [month, names] of Object.entries(NAMES)) for (const n of names) LOOKUP.set(n, Number(month));

/** Month number (1-12) of a month name or abbreviation, or null. */
export function monthOf(word: string): number | null {
  const w = word.toLowerCase().replace(/\.$/, "");
  return LOOKUP.get(w) ?? null;
}

/** Regex source matching any month word (letters only; checked with monthOf). */
export const MONTH_WORD = "[A-Za-zÀ-ÿ]{3,10}\\.?";
