// The scans' truth in the shared corpus's format (what its score.mjs reads): amounts and
// balances in currency units, dates ISO.

export function corpusTruth(truth) {
  return truth;
}

const units = (cents) => (cents === null || cents === undefined ? null : cents / 100);

/** A printed statement's truth (cents, `parsedDate`) turned into the corpus's format. */
export function printedTruth(truth, name) {
  return {
    file: `${name}.pdf`,
    bankName: truth.bankName ?? null,
    currency: truth.currency ?? null,
    accountNumber: truth.accountNumber ?? null,
    periodStart: truth.periodStart ?? null,
    periodEnd: truth.periodEnd ?? null,
    openingBalance: units(truth.openingBalanceCents),
    closingBalance: units(truth.closingBalanceCents),
    transactions: truth.transactions.map((t) => ({
      date: t.parsedDate,
      description: t.description,
      details: t.details ?? "",
      amount: t.amountCents / 100,
      balance: units(t.balanceCents),
      type: t.type,
      ...(t.valueDate ? { valueDate: t.valueDate } : {}),
      ...(t.reference ? { reference: t.reference } : {}),
    })),
  };
}
