import { describe, expect, it } from "vitest";
import { classifyTransaction, directionOfWording } from "./classify.js";

describe("classifyTransaction", () => {
  const cases: [string, number, string][] = [
    ["DIRECT DEP ACME CORP PAYROLL", 250_000, "DEPOSIT"],
    ["MOBILE DEPOSIT", 10_000, "DEPOSIT"],
    ["PURCHASE RETURN AMAZON MKTPLACE", 1_000, "DEPOSIT"],
    ["REFUND BOOTS 1123", 838, "DEPOSIT"],
    ["FASTER PAYMENT RECEIVED FROM ACME LTD", 395_459, "DEPOSIT"],
    ["POS DEBIT 12/12 LOWES #01123", -24_582, "WITHDRAWAL"],
    ["CARD PAYMENT TO TESCO STORES 3021", -1_333, "WITHDRAWAL"],
    ["ATM WITHDRAWAL #246616 301 ELM AVE", -48_000, "WITHDRAWAL"],
    ["CHECK 2833", -80_887, "WITHDRAWAL"],
    ["GREGGS PLC", -869, "WITHDRAWAL"],
    ["BILL PAY DUKE ENERGY", -7_195, "PAYMENT"],
    ["SEPA DIRECT DEBIT STADTWERKE MUENCHEN", -28_080, "PAYMENT"],
    ["ELECTRONIC PMT CITI CARD AUTOPAY", -5_000, "PAYMENT"],
    ["THAMES WATER", -2_250, "PAYMENT"],
    ["ZELLE PAYMENT FROM MARIA GARCIA", 16_642, "TRANSFER"],
    ["SPEI enviado a Rentas Polanco SA", -594, "TRANSFER"],
    ["NEFT/Sharma Properties/Rent", -1_500_000, "TRANSFER"],
    ["UPI/Rahul Verma", -25_000, "TRANSFER"],
    ["NACH/LIC Premium", -420_000, "PAYMENT"],
    ["Pago de servicio CFE Suministrador", -4_838, "PAYMENT"],
    ["ONLINE TRANSFER TO SAV ...3012", -6_240, "TRANSFER"],
    ["STANDING ORDER A PATEL RENT", -6_808, "TRANSFER"],
    ["TFR 001122 87654321", 8_056, "TRANSFER"],
    ["INCOMING PAYMENT ESCROW TITLE CO", 1_999_370, "TRANSFER"],
    ["MONTHLY SERVICE FEE", -1_200, "FEE"],
    ["WIRE TRANSFER FEE", -2_500, "FEE"],
    ["UNARRANGED OVERDRAFT CHARGE", -135, "FEE"],
    ["INTEREST PAYMENT", 8, "INTEREST"],
    ["CREDIT INTEREST", 306, "INTEREST"],
    ["ACCOUNT ADJUSTMENT", 4_522, "OTHER"],
    ["PROVISIONAL CREDIT REVERSAL", -4_644, "OTHER"],
    ["Überweisung an Stadtwerke", -8_450, "TRANSFER"],
    ["SEPA-Lastschrift Telekom", -3_999, "PAYMENT"],
    ["Kontoführungsgebühr", -495, "FEE"],
    ["SERVICEKOSTEN", -856, "FEE"],
    ["CREDITRENTE", 7_087, "INTEREST"],
    ["SALARISBETALING", 24_201, "DEPOSIT"],
    ["Comissão de manutenção", -500, "FEE"],
    ["Débito direto EDP", -4_520, "PAYMENT"],
    ["Levantamento ATM", -6_000, "WITHDRAWAL"],
    ["Prélèvement EDF", -6_210, "PAYMENT"],
    ["Dépôt paie", 86_84, "DEPOSIT"],
    ["Bonifico a favore di", -15_000, "TRANSFER"],
    ["SOMETHING UNHEARD OF", 100, "DEPOSIT"],
    ["SOMETHING UNHEARD OF", -100, "WITHDRAWAL"],
  ];
  for (const [description, amount, type] of cases) {
    it(`${description} (${amount}) is ${type}`, () => {
      expect(classifyTransaction(description, amount)).toBe(type);
    });
  }

  it("takes the payment method column's word first, unless the description names a fee or interest", () => {
    expect(classifyTransaction("Hausverwaltung Kern", -192_529, false, "SEPA transfer")).toBe("TRANSFER");
    expect(classifyTransaction("Vattenfall Europe", -126_708, false, "Direct debit")).toBe("PAYMENT");
    expect(classifyTransaction("Fee Interbank ATM", -1_200, false, "ATM")).toBe("FEE");
    expect(classifyTransaction("Deutsche Bahn", -127_890, false, "Card payment")).toBe("WITHDRAWAL");
    expect(classifyTransaction("Lena Vogel", 82_681, false, "Mobile")).toBe("DEPOSIT");
  });

  it("types money into a card that names a payment as PAYMENT", () => {
    expect(classifyTransaction("PAYMENT THANK YOU", 50_000, true)).toBe("PAYMENT");
    expect(classifyTransaction("PAYMENT THANK YOU", 50_000)).toBe("DEPOSIT");
    expect(classifyTransaction("AMAZON MKTPLACE REFUND", 4_157, true)).toBe("DEPOSIT");
  });
});

describe("directionOfWording", () => {
  it("names the way money went where the wording says it alone, and nothing for a fee or a transfer", () => {
    expect(
      [
        "SALARIS VAN DAM",
        "RECIBO COMPAÑIA DE AGUAS",
        "COMISION MANTENIMIENTO",
        "TRANSFERENCIA DE PABLO GIL",
      ].map(directionOfWording),
    ).toEqual(["in", "out", null, null]);
  });
});
