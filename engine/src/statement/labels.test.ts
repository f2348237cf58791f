import { describe, expect, it } from "vitest";
import { balanceLabel, isBalanceAtDate, isSectionTitle, sectionSign } from "./labels.js";

describe("balanceLabel", () => {
  it("names opening, closing, forward and total rows", () => {
    expect(balanceLabel("Beginning Balance")).toBe("opening");
    expect(balanceLabel("BALANCE BROUGHT FORWARD")).toBe("opening");
    expect(balanceLabel("Opening balance")).toBe("opening");
    expect(balanceLabel("Previous balance")).toBe("opening");
    expect(balanceLabel("Ending Balance")).toBe("closing");
    expect(balanceLabel("BALANCE CARRIED FORWARD")).toBe("closing");
    expect(balanceLabel("New balance")).toBe("closing");
    expect(balanceLabel("Balance forward")).toBe("forward");
    expect(balanceLabel("Total Deposits and Additions")).toBe("total");
    expect(balanceLabel("Alter Kontostand")).toBe("opening");
    expect(balanceLabel("Nouveau solde")).toBe("closing");
    expect(balanceLabel("Balance on 1 October 2022")).toBe("other");
    expect(balanceLabel("BALANCE TRANSFER TO VISA")).toBeNull();
    expect(balanceLabel("ZELLE PAYMENT FROM MARIA")).toBeNull();
  });

  it("names them in Chinese, Malay and Thai", () => {
    expect(balanceLabel("上期结欠 PREVIOUS BALANCE")).toBe("opening");
    expect(balanceLabel("上期結欠")).toBe("opening");
    expect(balanceLabel("期初余额")).toBe("opening");
    expect(balanceLabel("本期结欠")).toBe("closing");
    expect(balanceLabel("期末餘額")).toBe("closing");
    expect(balanceLabel("Baki Terdahulu")).toBe("opening");
    expect(balanceLabel("Baki Semasa")).toBe("closing");
    expect(balanceLabel("ยอดยกมา")).toBe("opening");
    expect(balanceLabel("ยอดยกไป")).toBe("closing");
    expect(balanceLabel("余额宝转入")).toBeNull();
  });
});

describe("section headings", () => {
  it("sign the unsigned amounts under them", () => {
    expect(sectionSign("DEPOSITS AND ADDITIONS")).toBe(1);
    expect(sectionSign("DEPOSITS AND ADDITIONS (continued)")).toBe(1);
    expect(sectionSign("CHECKS PAID")).toBe(-1);
    expect(sectionSign("ATM & DEBIT CARD WITHDRAWALS")).toBe(-1);
    expect(sectionSign("Deposits and other credits")).toBe(1);
    expect(sectionSign("FEES")).toBe(-1);
    expect(sectionSign("DAILY ENDING BALANCE")).toBeNull();
  });

  it("are told from other lines", () => {
    expect(isSectionTitle("ELECTRONIC WITHDRAWALS")).toBe(true);
    expect(isSectionTitle("Fees (continued)")).toBe(true);
    expect(isSectionTitle("Previous balance Total credits Total debits New balance")).toBe(false);
    expect(isSectionTitle("CHECK 1234")).toBe(false);
    expect(isSectionTitle("ATM WITHDRAWAL #246616 301 ELM AVE")).toBe(false);
  });

  it("reads balances at a date in other languages", () => {
    for (const text of [
      "SOLDE CRÉDITEUR AU 30.09.2025",
      "Solde débiteur au 30.09.2025",
      "Kontostand am 30.09.2025",
      "Saldo al 30/09/2025",
      "Saldo em 30/09/2025",
    ]) {
      expect(balanceLabel(text), text).toBe("other");
      expect(isBalanceAtDate(text), text).toBe(true);
    }
    expect(balanceLabel("NOUVEAU SOLDE CRÉDITEUR AU 31.10.2025")).toBe("closing");
  });
});
