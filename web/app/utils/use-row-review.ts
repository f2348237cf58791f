/**
 * The review state of a converted statement's screen (converter and results): the rows that need a
 * look, the row picked (outlined on its page), the row hovered on the page, and the filter that
 * shows only the rows to check.
 */
import type { WireWarning } from "@statement-converter/sdk";
import { useCallback, useMemo, useState } from "react";
import { nextToCheck, rowChecks } from "./review-rows";

export function useRowReview(
  transactions: Parameters<typeof rowChecks>[0],
  warnings: readonly WireWarning[],
) {
  const checks = useMemo(() => rowChecks(transactions, warnings), [transactions, warnings]);
  const order = useMemo(() => [...checks.keys()], [checks]);
  const [active, setActive] = useState<number | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const [onlyToCheck, setOnlyToCheck] = useState(false);
  /** Picks the next row to check after the one picked; returns it (null when none needs a look). */
  const next = useCallback(() => {
    const row = nextToCheck(order, active);
    if (row !== null) setActive(row);
    return row;
  }, [order, active]);
  return { checks, order, active, pick: setActive, hovered, setHovered, onlyToCheck, setOnlyToCheck, next };
}

export type RowReviewState = ReturnType<typeof useRowReview>;

/** The 1-based table page on which `index` is shown, among `shown` rows `size` to a page. */
export function pageOfRow(shown: readonly { index: number }[], index: number, size: number): number {
  const at = shown.findIndex((r) => r.index === index);
  return at < 0 ? 1 : Math.floor(at / size) + 1;
}

/** The rows the table shows: all of them, or only those that need a look when the filter is on. */
export function rowsShown<T extends { index: number }>(rows: readonly T[], review: RowReviewState): T[] {
  return review.onlyToCheck ? rows.filter((r) => review.checks.has(r.index)) : [...rows];
}
