/** SQLite's constraint failures, as D1 reports them (the error, or the cause of drizzle's wrapper). */
function failed(err: unknown, pattern: RegExp): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if (pattern.test(e.message)) return true;
  }
  return false;
}

export const isUniqueViolation = (err: unknown) => failed(err, /UNIQUE constraint failed/i);

/**
 * A write that refers to a row deleted meanwhile (an upload racing its account's deletion, rows
 * saved for a conversion deleted while it was processed).
 */
export const isForeignKeyViolation = (err: unknown) => failed(err, /FOREIGN KEY constraint failed/i);
