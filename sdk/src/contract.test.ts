import { describe, expect, it } from "vitest";
import {
  conversionDetail,
  processAndSaveBody,
  statementFields,
  summary,
  transaction,
} from "../test/fetch-recorder.js";
import {
  conversionDetailSchema,
  processAndSaveResponseSchema,
  statementJsonOf,
  statementJsonSchema,
  transactionInputSchema,
  transactionSchema,
} from "./contract.js";

/** The Statement JSON of the conversion c1: its fields and its one row. */
const document = { ...statementFields, transactions: [transaction] };

describe("statementJsonOf: the one mapping from a conversion answer to the Statement JSON", () => {
  it("reads the same document from process-and-save and from GET /conversion/{id}", () => {
    const saved = processAndSaveResponseSchema.parse(
      processAndSaveBody("PDF processed and data saved successfully!"),
    );
    const detail = conversionDetailSchema.parse(conversionDetail);
    expect(statementJsonOf(saved)).toEqual(document);
    expect(statementJsonOf(detail)).toEqual(document);
  });

  it("gives a conversion not completed no reconciliation and no pages, and keeps a row without an ISO date", () => {
    const detail = conversionDetailSchema.parse({
      ...statementFields,
      ...summary("c1", { reconciled: null, pageCount: null }),
      extractedTransactions: [{ ...transaction, parsedDate: null }],
    });
    expect(statementJsonOf(detail)).toMatchObject({
      reconciled: false,
      pageCount: 0,
      transactions: [{ ...transaction, parsedDate: null }],
    });
  });

  it("refuses an answer that lacks the statement's fields", () => {
    expect(() =>
      statementJsonOf({ ...summary("c1"), extractedTransactions: [] } as unknown as Parameters<
        typeof statementJsonOf
      >[0]),
    ).toThrow();
  });
});

describe("a row's source: where it is printed", () => {
  const source = { page: 2, boxes: [[36, 120.4, 559.5, 129.2] as [number, number, number, number]] };

  it("is read with its page and boxes, and a sheet's row without boxes", () => {
    const detail = conversionDetailSchema.parse({
      ...conversionDetail,
      extractedTransactions: [
        { ...transaction, source },
        { ...transaction, source: { page: 3 } },
      ],
    });
    expect(detail.extractedTransactions.map((t) => t.source)).toEqual([source, { page: 3 }]);
    expect(statementJsonOf(detail).transactions[0]?.source).toEqual(source);
  });

  it("may be absent: answers and documents from before it still parse", () => {
    const old = { ...conversionDetail, extractedTransactions: [transaction] };
    expect("source" in transaction).toBe(false);
    expect(conversionDetailSchema.parse(old).extractedTransactions[0]?.source).toBeUndefined();
    expect(statementJsonSchema.parse(document).transactions[0]).toEqual(transaction);
  });

  it("refuses a page that is not a whole number from 1 and a box that is not four points", () => {
    for (const bad of [
      { page: 0 },
      { page: 1.5 },
      { page: 1, boxes: [[1, 2, 3]] },
      { page: 1, boxes: [[1, 2, 3, -4]] },
    ])
      expect(transactionSchema.safeParse({ ...transaction, source: bad }).success, JSON.stringify(bad)).toBe(
        false,
      );
  });

  it("is kept on a row sent back edited", () => {
    const input = transactionInputSchema.parse({ ...transaction, amount: 12.5, source });
    expect(input.source).toEqual(source);
    expect(transactionInputSchema.parse({ ...transaction }).source).toBeUndefined();
  });
});

describe("a conversion's fileSha256: the upload's fingerprint", () => {
  const sha = "ab".repeat(32);
  it("is read when answered, and null from servers and uploads before it", () => {
    expect(conversionDetailSchema.parse({ ...conversionDetail, fileSha256: sha }).fileSha256).toBe(sha);
    const { fileSha256: _, ...old } = conversionDetailSchema.parse(conversionDetail);
    expect(conversionDetailSchema.parse(old).fileSha256).toBeNull();
  });

  it("refuses anything but 64 lower-case hex digits", () => {
    for (const bad of ["AB".repeat(32), "ab".repeat(31), `${"ab".repeat(31)}zz`])
      expect(conversionDetailSchema.safeParse({ ...conversionDetail, fileSha256: bad }).success, bad).toBe(
        false,
      );
  });
});
