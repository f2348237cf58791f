import { describe, expect, it } from "vitest";
import { cell, lineOf, right } from "../../test/fixtures/lines.js";
import { detectHeader } from "./header.js";

const roles = (cells: Parameters<typeof lineOf>[2], next?: Parameters<typeof lineOf>[2]) => {
  const h = detectHeader(lineOf(1, 100, cells), next ? lineOf(1, 108, next) : undefined);
  return h ? h.columns.map((c) => c.role) : null;
};

describe("detectHeader", () => {
  it("reads Dr and Cr as money columns, and a Dr/Cr column as sign marks", () => {
    expect(
      roles([
        cell(37, "Date"),
        cell(95, "Remarks"),
        right(400, "Dr"),
        right(480, "Cr"),
        right(570, "Balance"),
      ]),
    ).toEqual(["date", "description", "debit", "credit", "balance"]);
    expect(
      roles([
        cell(37, "Date"),
        cell(95, "Details"),
        right(420, "Amount"),
        cell(430, "Dr/Cr"),
        right(570, "Balance"),
      ]),
    ).toEqual(["date", "description", "amount", "direction", "balance"]);
  });

  it("takes the only date column as the posting date, whatever its label", () => {
    expect(
      roles([
        cell(37, "Effective Date"),
        cell(110, "Transaction"),
        right(470, "Amount"),
        right(570, "Balance"),
      ]),
    ).toEqual(["date", "description", "amount", "balance"]);
  });

  it("recognises the header words of many layouts", () => {
    expect(roles([cell(37, "DATE"), cell(102, "DESCRIPTION"), right(575, "AMOUNT")])).toEqual([
      "date",
      "description",
      "amount",
    ]);
    expect(
      roles([
        cell(37, "Date"),
        cell(81, "Transaction Details"),
        right(422, "Withdrawals ($)"),
        right(494, "Deposits ($)"),
        right(575, "Balance ($)"),
      ]),
    ).toEqual(["date", "description", "debit", "credit", "balance"]);
    expect(
      roles([
        cell(37, "Date"),
        cell(89, "Check/Ref #"),
        cell(143, "Description"),
        right(430, "Withdrawals"),
        right(499, "Deposits"),
        right(575, "Balance"),
      ]),
    ).toEqual(["date", "reference", "description", "debit", "credit", "balance"]);
    expect(
      roles([cell(37, "Booking"), cell(95, "Value"), cell(152, "Description"), right(558, "Amount EUR")]),
    ).toEqual(["date", "valueDate", "description", "amount"]);
    expect(
      roles([cell(37, "CHECK NO."), cell(113, "DESCRIPTION"), cell(385, "DATE PAID"), right(575, "AMOUNT")]),
    ).toEqual(["reference", "description", "date", "amount"]);
    expect(
      roles([
        cell(37, "Buchungstag"),
        cell(100, "Verwendungszweck"),
        right(480, "Soll"),
        right(560, "Haben"),
      ]),
    ).toEqual(["date", "description", "debit", "credit"]);
    expect(
      roles([
        cell(24, "Date"),
        cell(68, "Narration"),
        cell(262, "Chq./Ref.No."),
        cell(325, "Value Dt"),
        right(450, "Withdrawal Amt."),
        right(515, "Deposit Amt."),
        right(585, "Closing Balance"),
      ]),
    ).toEqual(["date", "description", "reference", "valueDate", "debit", "credit", "balance"]);
    expect(
      roles([
        cell(24, "Date"),
        cell(70, "Type"),
        cell(110, "Payment details"),
        right(450, "Paid out"),
        right(515, "Paid in"),
        right(585, "Balance"),
      ]),
    ).toEqual(["date", "other", "description", "debit", "credit", "balance"]);
    expect(
      roles([
        cell(24, "Txn Date"),
        cell(96, "Particulars"),
        right(414, "Withdrawals"),
        right(475, "Deposits"),
        cell(503, "Balance Dr/Cr"),
      ]),
    ).toEqual(["date", "description", "debit", "credit", "balance"]);
  });

  it("reads the currency of a header and a header split over two lines", () => {
    const h = detectHeader(
      lineOf(1, 100, [
        cell(37, "Date"),
        cell(97, "Description"),
        right(403, "Paid out (£)"),
        right(476, "Paid in (£)"),
      ]),
      undefined,
    );
    expect(h?.currency).toBe("GBP");
    expect(
      roles(
        [cell(37, "Date"), cell(97, "Transaction"), right(420, "Money"), right(500, "Money")],
        [cell(97, "details"), right(420, "out"), right(500, "in")],
      ),
    ).toEqual(["date", "description", "debit", "credit"]);
  });

  it("reads one label of several words for the same role as one column", () => {
    expect(
      roles([
        cell(37, "Date Posted"),
        cell(100, "Transaction Description"),
        right(480, "Debit Amount"),
        right(560, "Credit Amount"),
      ]),
    ).toEqual(["date", "description", "debit", "credit"]);
  });

  it("splits labels of several columns run into one cell, qualifiers staying with their label", () => {
    expect(
      roles([
        cell(24, "Data contabile"),
        cell(117, "Data valuta"),
        cell(220, "Addebiti"),
        cell(282, "Accrediti Descrizione delle operazioni"),
      ]),
    ).toEqual(["date", "valueDate", "debit", "credit", "description"]);
    expect(
      roles([
        cell(40, "Détails"),
        cell(272, "Chèques et débits Dépôts et crédits ($)"),
        cell(523, "Solde ($)"),
      ]),
    ).toEqual(["description", "debit", "credit", "balance"]);
  });

  it("reads ledger and available balances, original amounts and rates, and a fee column", () => {
    expect(
      roles([
        cell(24, "Date"),
        cell(60, "Description"),
        right(344, "Withdrawals"),
        right(398, "Deposits"),
        right(487, "Ledger Balance"),
        right(588, "Available Balance"),
      ]),
    ).toEqual(["date", "description", "debit", "credit", "balance", "aside"]);
    expect(
      roles([
        cell(24, "Date"),
        cell(84, "Description"),
        cell(315, "Original amount"),
        cell(396, "Rate"),
        cell(440, "Amount (GBP)"),
        cell(520, "Balance (GBP)"),
      ]),
    ).toEqual(["date", "description", "aside", "aside", "amount", "balance"]);
    expect(
      roles([
        cell(24, "Date"),
        cell(132, "Description"),
        right(584, "Credit"),
        right(671, "Debit"),
        right(722, "Fee"),
        right(819, "Balance"),
      ]),
    ).toEqual(["date", "description", "credit", "debit", "fee", "balance"]);
  });

  it("reads headers in Chinese, Thai and Malay", () => {
    expect(
      roles([cell(24, "过账日期"), cell(90, "交易日期"), cell(160, "交易说明"), right(560, "金额 (S$)")]),
    ).toEqual(["valueDate", "date", "description", "amount"]);
    expect(
      roles([
        cell(24, "วันที่"),
        cell(96, "รายการ"),
        right(408, "ถอนเงิน"),
        right(468, "ฝากเงิน"),
        right(560, "ยอดคงเหลือ"),
      ]),
    ).toEqual(["date", "description", "debit", "credit", "balance"]);
    expect(
      roles([cell(24, "Tarikh"), cell(96, "Keterangan"), right(480, "Jumlah (MYR)"), right(560, "Baki")]),
    ).toEqual(["date", "description", "amount", "balance"]);
  });

  it("takes the transaction date for the row's date when the posting date is printed first", () => {
    const got = detectHeader(
      lineOf(1, 100, [
        cell(24, "Posting Date"),
        cell(90, "Transaction Date"),
        cell(160, "Description"),
        right(560, "Amount (MYR)"),
      ]),
      undefined,
    );
    expect(got?.columns.map((c) => [c.label, c.role])).toEqual([
      ["Posting Date", "valueDate"],
      ["Transaction Date", "date"],
      ["Description", "description"],
      ["Amount (MYR)", "amount"],
    ]);
  });

  it("leaves a Time column and an original-currency amount beside Debit/Credit aside", () => {
    expect(
      roles([
        cell(24, "Date"),
        cell(80, "Time"),
        cell(120, "Description"),
        right(400, "Debit"),
        right(480, "Credit"),
        right(560, "Balance"),
      ]),
    ).toEqual(["date", "aside", "description", "debit", "credit", "balance"]);
    expect(
      roles([
        cell(24, "Date"),
        cell(80, "Card No."),
        cell(150, "Description"),
        cell(300, "Ccy"),
        right(380, "Txn Amt"),
        right(440, "Credit"),
        right(500, "Debit"),
        right(540, "Fee"),
        right(600, "Balance"),
      ]),
    ).toEqual(["date", "reference", "description", "currency", "aside", "credit", "debit", "fee", "balance"]);
  });

  it("reads a column of direction marks (Af/Bij, S/H) and a payment method column", () => {
    expect(
      roles([cell(24, "Datum"), cell(116, "Omschrijving"), cell(426, "Af/Bij"), right(572, "Bedrag (EUR)")]),
    ).toEqual(["date", "description", "direction", "amount"]);
    expect(
      roles([
        cell(24, "Date"),
        cell(89, "Payment method"),
        cell(190, "Counterparty"),
        cell(302, "Description"),
        right(500, "Amount"),
      ]),
    ).toEqual(["date", "method", "counterparty", "description", "amount"]);
  });

  it("takes a counterparty column beside the description, and alone as the description", () => {
    expect(
      roles([
        cell(40, "Date"),
        cell(92, "Interest Date"),
        cell(153, "Counterparty"),
        cell(246, "Description"),
        right(549, "Amount"),
      ]),
    ).toEqual(["date", "valueDate", "counterparty", "description", "amount"]);
    expect(roles([cell(40, "Date"), cell(100, "Beneficiary"), right(549, "Amount")])).toEqual([
      "date",
      "description",
      "amount",
    ]);
  });

  it("does not take a section title stacked over a header for header words", () => {
    const title = lineOf(1, 190, [cell(34, "ELECTRONIC WITHDRAWALS")]);
    const head = lineOf(1, 204, [cell(37, "DATE"), cell(102, "DESCRIPTION"), right(575, "AMOUNT")]);
    expect(detectHeader(title, head)).toBeNull();
  });

  it("keeps an unknown column as 'other' and merges slash-joined labels", () => {
    expect(
      roles([
        cell(37, "Date"),
        cell(85, "Type"),
        cell(120, "Description"),
        right(430, "Checks/Debits"),
        right(560, "Balance"),
      ]),
    ).toEqual(["date", "other", "description", "debit", "balance"]);
  });

  it("rejects summary boxes, rate boxes, daily balance grids and invoices", () => {
    expect(
      roles([
        cell(80, "Previous Balance"),
        cell(223, "Total Deposits"),
        cell(355, "Total Withdrawals"),
        cell(496, "New Balance"),
      ]),
    ).toBeNull();
    expect(roles([cell(39, "Balance tier"), cell(449, "Interest rate"), cell(557, "APY")])).toBeNull();
    expect(
      roles([
        cell(40, "DATE"),
        right(185, "AMOUNT"),
        cell(221, "DATE"),
        right(367, "AMOUNT"),
        cell(403, "DATE"),
        right(548, "AMOUNT"),
      ]),
    ).toBeNull();
    expect(
      roles([
        cell(50, "Date"),
        cell(144, "Description"),
        cell(354, "Qty"),
        right(437, "Unit price"),
        right(518, "Amount"),
      ]),
    ).toBeNull();
    expect(roles([cell(282, "INSTANCES"), right(411, "AMOUNT")])).toBeNull();
    expect(roles([cell(37, "Date"), cell(100, "04/01"), right(400, "12.00")])).toBeNull();
  });
});
