/**
 * Money conversions between the engine's integer cents and the decimals of the wire and
 * of files. Division by 100 of an integer is correctly rounded in IEEE 754, so
 * `centsToDecimal(187510)` is exactly the double that the literal `1875.1` denotes and
 * prints as `1875.1`: no float drift.
 */

const MAX_CENTS = Number.MAX_SAFE_INTEGER;

/** 187510 -> 1875.1, -5 -> -0.05. */
export function centsToDecimal(cents: number): number {
  assertCents(cents);
  const value = cents / 100;
  return value === 0 ? 0 : value;
}

/** 187510 -> "1875.10", -5 -> "-0.05": `.` as separator, 2 decimals, no grouping. */
export function formatCents(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const units = Math.trunc(abs / 100);
  const rest = abs - units * 100;
  return `${sign}${units}.${String(rest).padStart(2, "0")}`;
}

/**
 * 1875.1 -> 187510. Rounds half away from zero on the decimal the number prints as, so
 * 1.005 -> 101 and -12.345 -> -1235 (multiplying by 100 would give 100 and -1234).
 */
export function decimalToCents(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
  const text = Math.abs(value).toString();
  if (text.includes("e")) {
    // Only tiny values (below 1e-6) or huge ones (1e21 and up) print with an exponent.
    if (Math.abs(value) < 1) return 0;
    throw new RangeError(`Amount out of range: ${value}`);
  }
  const [whole = "0", fraction = ""] = text.split(".");
  const padded = fraction.padEnd(3, "0");
  let cents = Number(whole) * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1;
  if (cents > MAX_CENTS) throw new RangeError(`Amount out of range: ${value}`);
  return value < 0 && cents !== 0 ? -cents : cents;
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not an integer number of cents: ${cents}`);
}
