import { describe, expect, it } from "vitest";
import {
  conversionDetail,
  processAndSaveBody,
  statementFields,
  summary,
  transaction,
} from "../test/fetch-recorder.js";
import { conversionDetailSchema, processAndSaveResponseSchema, statementJsonOf } from "./contract.js";

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
