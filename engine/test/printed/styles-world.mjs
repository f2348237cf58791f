// Statements in other languages, as those countries' banks print them: German, Italian,
// Portuguese, Spanish, Dutch, French and a bilingual Thai one with Buddhist-era years.
import {
  addDays,
  BORDERLESS,
  described,
  esc,
  fmtDate,
  fmtEU,
  fmtSpace,
  fmtUS,
  line,
  rng,
  rowsOf,
  table,
  truthOf,
} from "./common.mjs";

const DE = {
  out: [
    ["Kartenzahlung", "REWE Markt Talheim", "WITHDRAWAL"],
    ["Lastschrift", "Stadtwerke Talheim", "PAYMENT"],
    ["Überweisung", "Hausverwaltung Kern Miete", "TRANSFER"],
    ["Geldautomat", "Sparkasse Filiale Markt", "WITHDRAWAL"],
    ["Dauerauftrag", "Sparplan Depot 4471", "TRANSFER"],
    ["Entgelt", "Kontoführung", "FEE"],
  ],
  in: [
    ["Gutschrift", "Gehalt Muster GmbH", "DEPOSIT"],
    ["Einzahlung", "Filiale Markt", "DEPOSIT"],
    ["Habenzinsen", "", "INTEREST"],
    ["Gutschrift", "Rückerstattung Zalando SE", "DEPOSIT"],
  ],
  ref: "EREF",
  places: ["Talheim", "Online", "Karte 4421", "SEPA"],
};

const IT = {
  out: [
    ["Pagamento POS", "Esselunga Milano", "WITHDRAWAL"],
    ["Addebito SDD", "Enel Energia", "PAYMENT"],
    ["Bonifico a favore di", "Condominio Via Roma 12", "TRANSFER"],
    ["Prelievo Bancomat", "Filiale 0231", "WITHDRAWAL"],
    ["Commissione", "bonifico online", "FEE"],
    ["Addebito carta", "Telepass", "PAYMENT"],
  ],
  in: [
    ["Bonifico da", "Rossi Srl", "TRANSFER"],
    ["Versamento contanti", "Filiale 0231", "DEPOSIT"],
    ["Interessi creditori", "", "INTEREST"],
    ["Storno", "pagamento POS Zara", "OTHER"],
  ],
  ref: "Rif.",
  places: ["Milano", "Online", "Carta 4421", "SEPA"],
};

const PT = {
  out: [
    ["Compra cartão", "Continente Lisboa", "WITHDRAWAL"],
    ["Débito direto", "Vodafone Portugal", "PAYMENT"],
    ["Levantamento", "ATM Multibanco Rossio", "WITHDRAWAL"],
    ["Transferência", "MB Way Ana Silva", "TRANSFER"],
    ["Comissão", "manutenção de conta", "FEE"],
    ["Pagamento de serviços", "EDP Comercial", "PAYMENT"],
  ],
  in: [
    ["Vencimento", "Tejo Logística Lda", "DEPOSIT"],
    ["Depósito", "numerário balcão", "DEPOSIT"],
    ["Juros credores", "", "INTEREST"],
    ["Transferência", "recebida de João Costa", "TRANSFER"],
  ],
  ref: "Ref.",
  places: ["Lisboa", "Online", "Cartão 4421", "SEPA"],
};

const ES = {
  out: [
    ["Compra tarjeta", "Mercadona Valencia", "WITHDRAWAL"],
    ["Recibo", "Iberdrola Clientes", "PAYMENT"],
    ["Transferencia", "a Alquileres Soto", "TRANSFER"],
    ["Retirada cajero", "Plaza Mayor", "WITHDRAWAL"],
    ["Comisión", "mantenimiento", "FEE"],
  ],
  in: [
    ["Nómina", "Construcciones Duero SA", "DEPOSIT"],
    ["Transferencia recibida", "de Javier Ortega", "TRANSFER"],
    ["Abono intereses", "", "INTEREST"],
    ["Devolución", "Amazon EU", "DEPOSIT"],
  ],
  ref: "Ref.",
  places: ["Valencia", "Online", "Tarjeta 4421", "SEPA"],
};

const NL = {
  out: [
    ["Betaalautomaat", "Albert Heijn 1234 Utrecht", "WITHDRAWAL"],
    ["Incasso", "Eneco Energie", "PAYMENT"],
    ["Overboeking", "naar J. de Vries", "TRANSFER"],
    ["Geldautomaat", "Utrecht Centrum", "WITHDRAWAL"],
    ["Kosten", "Basispakket", "FEE"],
  ],
  in: [
    ["Salaris", "Bakker BV", "DEPOSIT"],
    ["Overboeking", "van M. Jansen", "TRANSFER"],
    ["Rente", "", "INTEREST"],
    ["Storting", "contant", "DEPOSIT"],
  ],
  ref: "Kenmerk",
  places: ["Utrecht", "Online", "Pas 4421", "SEPA"],
};

const FR = {
  out: [
    ["Paiement carte", "CARREFOUR MARKET LYON", "WITHDRAWAL"],
    ["Prélèvement", "EDF Particuliers", "PAYMENT"],
    ["Virement émis", "Loyer octobre", "TRANSFER"],
    ["Retrait DAB", "Lyon Bellecour", "WITHDRAWAL"],
    ["Frais", "tenue de compte", "FEE"],
  ],
  in: [
    ["Virement reçu", "Salaire SARL Dupont", "DEPOSIT"],
    ["Remise de chèque", "n° 1234567", "DEPOSIT"],
    ["Intérêts", "créditeurs", "INTEREST"],
    ["Remboursement", "Amazon EU", "DEPOSIT"],
  ],
  ref: "Réf.",
  places: ["Lyon", "Internet", "Carte 4421", "SEPA"],
};

/**
 * English wording with the Thai the bank prints under it, and the channel it came through. The
 * Thai avoids tone marks that fonts draw with shifted glyphs (ค่า, ฟ้า) and SARA AM: Chromium
 * writes no text for those glyphs, so the text layer could not hold the word as printed.
 */
const TH = {
  out: [
    ["Withdrawal", "ATM Silom", "WITHDRAWAL", "ถอนเงินสด", "ATM"],
    ["Transfer Withdrawal", "to SCB x5521", "TRANSFER", "โอนเงิน", "Mobile"],
    ["Payment", "MEA Electricity Bill", "PAYMENT", "บิลไฟ", "Internet"],
    ["Purchase", "7-Eleven Sukhumvit", "WITHDRAWAL", "ซื้อของ", "EDC"],
    ["Fee", "Interbank ATM", "FEE", "", "ATM"],
  ],
  in: [
    ["Transfer Deposit", "from KBANK x1234", "DEPOSIT", "รับโอนเงิน", "Mobile"],
    ["Salary", "Siam Foods Co Ltd", "DEPOSIT", "เงินเดือน", "Payroll"],
    ["Interest", "", "INTEREST", "ดอกเบี้ย", "System"],
    ["Cash Deposit", "Branch Silom", "DEPOSIT", "ฝากเงินสด", "Counter"],
  ],
  ref: "Ref",
  places: [""],
};

const IT_MONTHS = ["gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"];
const PT_MONTHS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];

/** Value dates a day or two before the booking date on some rows (card payments, cash). */
function withValueDates(rows, seed) {
  const r = rng(seed + 1);
  return rows.map((t) => ({ ...t, valueDate: addDays(t.date, r() < 0.3 ? -1 - Math.floor(r() * 2) : 0) }));
}

/** An amount with its sign after it: 1.234,56- and 1.234,56+ */
const trailingSign = (c) => `${fmtEU(c)}${c < 0 ? "-" : "+"}`;
/** A balance with S (Soll, owed) or H (Haben) after it. */
const sollHaben = (c) => `${fmtEU(c)} ${c < 0 ? "S" : "H"}`;

export const WORLD_STYLES = {
  // Sparkasse style: Buchungstag | Wertstellung | Verwendungszweck | Betrag (EUR) with the sign
  // after the amount, DD.MM.YYYY dates, no balance column, Alter / Neuer Kontostand outside the
  // table, no ruling, a page break.
  deDotDates(seed) {
    const opening = 284512;
    const made = rowsOf(seed, { year: 2025, month: 10, n: 40, opening, words: DE });
    const rows = withValueDates(made.rows, seed).map((t) => ({ ...t, balance: null }));
    const d = (iso) => fmtDate(iso, "DD.MM.YYYY");
    const cols = [
      { head: "Buchungstag", cell: (t) => d(t.date) },
      { head: "Wertstellung", cell: (t) => d(t.valueDate) },
      { head: "Verwendungszweck", cell: described },
      { head: "Betrag (EUR)", n: true, cell: (t) => trailingSign(t.amount) },
    ];
    const html = `<h1>Stadtsparkasse Talheim</h1><div>Girokonto &nbsp; IBAN DE12 3705 0198 0012 3456 78</div>
      <div class="muted">Kontoauszug 10/2025 &nbsp; Zeitraum 01.10.2025 bis 31.10.2025 &nbsp; Währung EUR</div>
      <div class="box">Alter Kontostand &nbsp; ${trailingSign(opening)}</div>${table(cols, rows)}
      <div class="box">Neuer Kontostand &nbsp; ${trailingSign(made.closing)}</div>`;
    return {
      html,
      css: `body{font-family:"DejaVu Sans";font-size:10.5px}${BORDERLESS}`,
      truth: truthOf({
        bankName: "Stadtsparkasse Talheim",
        accountNumber: "****5678",
        periodStart: "2025-10-01",
        periodEnd: "2025-10-31",
        currency: "EUR",
        opening,
        closing: made.closing,
        rows,
        valueDates: true,
      }),
    };
  },

  // Volksbank style in a typewriter font: Buchungstag | Wert | Vorgang | Soll | Haben with
  // year-less "15.12." dates over December and January, the balances marked S (owed) or H.
  deSollHaben(seed) {
    const opening = 51230;
    const made = rowsOf(seed, {
      year: 2025,
      month: 12,
      n: 34,
      opening,
      words: DE,
      spanNewYear: true,
      startDay: 15,
    });
    const rows = withValueDates(made.rows, seed).map((t) => ({ ...t, balance: null }));
    const d = (iso) => fmtDate(iso, "DD.MM.");
    const cols = [
      { head: "Buchungstag", cell: (t) => d(t.date) },
      { head: "Wert", cell: (t) => d(t.valueDate) },
      { head: "Vorgang", cell: described },
      { head: "Soll EUR", n: true, cell: (t) => (t.amount < 0 ? fmtEU(t.amount) : "") },
      { head: "Haben EUR", n: true, cell: (t) => (t.amount > 0 ? fmtEU(t.amount) : "") },
    ];
    const html = `<h1>Volksbank Rheinaue eG</h1><div>Kontokorrent &nbsp; Konto-Nr. 4711 0815 02</div>
      <div class="muted">Kontoauszug Nr. 12 &nbsp; Zeitraum 15.12.2025 - 14.01.2026</div>
      <div>Alter Kontostand vom 14.12.2025 &nbsp; ${sollHaben(opening)}</div>${table(cols, rows)}
      <div style="margin-top:6px">Neuer Kontostand vom 14.01.2026 &nbsp; ${sollHaben(made.closing)}</div>`;
    return {
      html,
      css: `body{font-family:"Liberation Mono";font-size:9px} th{background:none;border-bottom:1px solid #000} td{border:none}`,
      truth: truthOf({
        bankName: "Volksbank Rheinaue eG",
        accountNumber: "****1502",
        periodStart: "2025-12-15",
        periodEnd: "2026-01-14",
        currency: "EUR",
        opening,
        closing: made.closing,
        rows,
        valueDates: true,
      }),
    };
  },

  // Intesa style: Data contabile ("3 ott 2025") | Data valuta ("03/10/25") | Addebiti | Accrediti |
  // Descrizione, amounts before the description; SALDO INIZIALE and SALDO FINALE are lines of
  // the table with their amount in the Accrediti column (they are not transactions).
  itAccrediti(seed) {
    const opening = 1520044;
    const made = rowsOf(seed, { year: 2025, month: 10, n: 36, opening, words: IT });
    const rows = withValueDates(made.rows, seed).map((t) => ({ ...t, balance: null }));
    const cols = [
      {
        key: "data",
        head: "Data contabile",
        cell: (t) => fmtDate(t.date, "D MMM YYYY", { months: IT_MONTHS }),
      },
      { key: "valuta", head: "Data valuta", cell: (t) => fmtDate(t.valueDate, "DD/MM/YY") },
      { key: "dare", head: "Addebiti", n: true, cell: (t) => (t.amount < 0 ? fmtEU(t.amount) : "") },
      { key: "avere", head: "Accrediti", n: true, cell: (t) => (t.amount > 0 ? fmtEU(t.amount) : "") },
      { key: "desc", head: "Descrizione delle operazioni", cell: described },
    ];
    const saldo = (label, date, c) =>
      line(cols, { data: date, [c < 0 ? "dare" : "avere"]: fmtEU(c), desc: `<b>${label}</b>` });
    const html = `<h1>Banca del Garda S.p.A.</h1><div>Conto corrente n. 1000/00012345 &nbsp; Divisa: EUR</div>
      <div class="muted">Estratto conto dal 01/10/2025 al 31/10/2025</div>
      ${table(cols, rows, {
        before: saldo("SALDO INIZIALE", "30 set 2025", opening),
        after: saldo("SALDO FINALE", "31 ott 2025", made.closing),
      })}`;
    return {
      html,
      css: `body{font-family:"Liberation Serif";font-size:10px} th{background:#eee}`,
      truth: truthOf({
        bankName: "Banca del Garda S.p.A.",
        accountNumber: "****2345",
        periodStart: "2025-10-01",
        periodEnd: "2025-10-31",
        currency: "EUR",
        opening,
        closing: made.closing,
        rows,
        valueDates: true,
      }),
    };
  },

  // Portuguese: Data ("03 out", no year) | Descrição | Débito | Crédito | Saldo, 1 234,56 with
  // spaces, Saldo anterior and Saldo final lines, a narrow font.
  ptSaldo(seed) {
    const opening = 312090;
    const { rows, closing } = rowsOf(seed, { year: 2025, month: 10, n: 32, opening, words: PT });
    const cols = [
      { key: "data", head: "Data", cell: (t) => fmtDate(t.date, "DD MMM", { months: PT_MONTHS }) },
      { key: "desc", head: "Descrição", cell: described },
      { key: "deb", head: "Débito", n: true, cell: (t) => (t.amount < 0 ? fmtSpace(t.amount) : "") },
      { key: "cred", head: "Crédito", n: true, cell: (t) => (t.amount > 0 ? fmtSpace(t.amount) : "") },
      { key: "saldo", head: "Saldo", n: true, cell: (t) => fmtSpace(t.balance) },
    ];
    const html = `<h1>Banco Atlântico Português</h1><div>Conta à ordem N.º 0045.1234.5678 &nbsp; Moeda: EUR</div>
      <div class="muted">Extrato de 01/10/2025 a 31/10/2025</div>
      ${table(cols, rows, {
        before: line(cols, { desc: "Saldo anterior", saldo: fmtSpace(opening) }),
        after: line(cols, { desc: "Saldo final", saldo: fmtSpace(closing) }),
      })}`;
    return {
      html,
      css: `body{font-family:"Liberation Sans Narrow";font-size:10.5px} th{background:#dde8e0}`,
      truth: truthOf({
        bankName: "Banco Atlântico Português",
        accountNumber: "****5678",
        periodStart: "2025-10-01",
        periodEnd: "2025-10-31",
        currency: "EUR",
        opening,
        closing,
        rows,
      }),
    };
  },

  // Spanish: Fecha operación | Fecha valor | Concepto | Importe (EUR) | Saldo (EUR), one signed
  // amount column ("-12,50"), Saldo anterior / Saldo final in a box above the table.
  esConcepto(seed) {
    const opening = 845077;
    const made = rowsOf(seed, { year: 2025, month: 10, n: 40, opening, words: ES });
    const rows = withValueDates(made.rows, seed);
    const d = (iso) => fmtDate(iso, "DD/MM/YYYY");
    const signed = (c) => `${c < 0 ? "-" : ""}${fmtEU(c)}`;
    const cols = [
      { head: "Fecha operación", cell: (t) => d(t.date) },
      { head: "Fecha valor", cell: (t) => d(t.valueDate) },
      { head: "Concepto", cell: described },
      { head: "Importe (EUR)", n: true, cell: (t) => signed(t.amount) },
      { head: "Saldo (EUR)", n: true, cell: (t) => signed(t.balance) },
    ];
    const html = `<h1>Banco Meseta</h1><div>Cuenta ES91 2100 0418 4502 0005 1332</div>
      <div class="muted">Movimientos del 01/10/2025 al 31/10/2025</div>
      <div class="box">Saldo anterior: ${signed(opening)} EUR<br>Saldo final: ${signed(made.closing)} EUR</div>${table(cols, rows)}`;
    return {
      html,
      css: `body{font-family:"DejaVu Sans Condensed";font-size:9.5px} th{background:#fbe9e7;border-bottom:2px solid #c62828}`,
      truth: truthOf({
        bankName: "Banco Meseta",
        accountNumber: "****1332",
        periodStart: "2025-10-01",
        periodEnd: "2025-10-31",
        currency: "EUR",
        opening,
        closing: made.closing,
        rows,
        valueDates: true,
      }),
    };
  },

  // Dutch: Datum (dd-mm-yyyy) | Omschrijving | Af/Bij | Bedrag (EUR), the amount unsigned and its
  // direction only in the Af/Bij column, no running balance, Beginsaldo / Eindsaldo above it.
  nlAfBij(seed) {
    const opening = 243117;
    const made = rowsOf(seed, { year: 2025, month: 10, n: 34, opening, words: NL });
    const rows = made.rows.map((t) => ({ ...t, balance: null }));
    const cols = [
      { head: "Datum", cell: (t) => fmtDate(t.date, "DD-MM-YYYY") },
      { head: "Omschrijving", cell: described },
      { head: "Af/Bij", align: "center", cell: (t) => (t.amount < 0 ? "Af" : "Bij") },
      { head: "Bedrag (EUR)", n: true, cell: (t) => fmtEU(t.amount) },
    ];
    const html = `<h1>Polder Bank N.V.</h1><div>Betaalrekening NL91 POLD 0417 1643 00</div>
      <div class="muted">Afschrift over de periode 01-10-2025 t/m 31-10-2025</div>
      <div class="box">Beginsaldo € ${fmtEU(opening)}<br>Eindsaldo € ${fmtEU(made.closing)}</div>${table(cols, rows)}`;
    return {
      html,
      css: `body{font-family:"Liberation Sans";font-size:9.5px} th{background:#ff6200;color:#fff}`,
      truth: truthOf({
        bankName: "Polder Bank N.V.",
        accountNumber: "****4300",
        periodStart: "2025-10-01",
        periodEnd: "2025-10-31",
        currency: "EUR",
        opening,
        closing: made.closing,
        rows,
      }),
    };
  },

  // French: Date | Valeur ("02.10", no year) | Libellé des opérations | Débit | Crédit in
  // 1 234,56; the old and new balance are lines of the table ("SOLDE CRÉDITEUR AU 30.09.2025",
  // "NOUVEAU SOLDE ...") with a TOTAL DES OPÉRATIONS line before the last (none of them rows).
  frSoldeCrediteur(seed) {
    const opening = 187044;
    const made = rowsOf(seed, { year: 2025, month: 10, n: 38, opening, words: FR });
    const rows = withValueDates(made.rows, seed).map((t) => ({ ...t, balance: null }));
    const d = (iso) => fmtDate(iso, "DD.MM");
    const cols = [
      { key: "date", head: "Date", cell: (t) => d(t.date) },
      { key: "valeur", head: "Valeur", cell: (t) => d(t.valueDate) },
      { key: "desc", head: "Libellé des opérations", cell: described },
      { key: "debit", head: "Débit", n: true, cell: (t) => (t.amount < 0 ? fmtSpace(t.amount) : "") },
      { key: "credit", head: "Crédit", n: true, cell: (t) => (t.amount > 0 ? fmtSpace(t.amount) : "") },
    ];
    const solde = (label, date, c) =>
      line(cols, {
        desc: `<b>${label} ${c < 0 ? "DÉBITEUR" : "CRÉDITEUR"} AU ${date}</b>`,
        [c < 0 ? "debit" : "credit"]: `<b>${fmtSpace(c)}</b>`,
      });
    const sum = (sign) => rows.filter((t) => Math.sign(t.amount) === sign).reduce((n, t) => n + t.amount, 0);
    const total = line(cols, {
      desc: "<b>TOTAL DES OPÉRATIONS</b>",
      debit: fmtSpace(sum(-1)),
      credit: fmtSpace(sum(1)),
    });
    const html = `<h1>Banque du Rhône</h1><div>Compte de dépôt n° 00012345678 &nbsp; Montants exprimés en euros (EUR)</div>
      <div class="muted">Relevé de compte du 01.10.2025 au 31.10.2025</div>
      ${table(cols, rows, {
        before: solde("SOLDE", "30.09.2025", opening),
        after: `${total}${solde("NOUVEAU SOLDE", "31.10.2025", made.closing)}`,
      })}`;
    return {
      html,
      css: `body{font-family:"Liberation Sans";font-size:9.5px} th{background:#e6eef7}`,
      truth: truthOf({
        bankName: "Banque du Rhône",
        accountNumber: "****5678",
        periodStart: "2025-10-01",
        periodEnd: "2025-10-31",
        currency: "EUR",
        opening,
        closing: made.closing,
        rows,
        valueDates: true,
      }),
    };
  },

  // Thai bank in English with the Thai header above each English one, Buddhist-era years
  // (03/10/2568 is 2025-10-03, the period too), a Channel column, and the Thai wording of each
  // row on the line under its English description (its details).
  thBuddhistEra(seed) {
    const opening = 4512050;
    const made = rowsOf(seed, { year: 2025, month: 10, n: 30, opening, words: TH });
    const thai = new Map([...TH.out, ...TH.in].map(([kind, , , th, via]) => [kind, { th, via }]));
    const kindOf = (t) =>
      [...thai.keys()].find((k) => t.description === k || t.description.startsWith(`${k} `));
    const rows = made.rows.map((t) => ({
      ...t,
      details: thai.get(kindOf(t)).th,
      via: thai.get(kindOf(t)).via,
    }));
    const be = (iso) => fmtDate(iso, "DD/MM/YYYY", { yearOffset: 543 });
    const two = (th, en) => `${th}<br>${en}`;
    const cols = [
      { key: "date", head: two("วันที่", "Date"), cell: (t) => be(t.date) },
      { key: "desc", head: two("รายการ", "Description"), cell: described },
      { key: "via", head: two("ช่องทาง", "Channel"), cell: (t) => t.via },
      {
        key: "out",
        head: two("ถอนเงิน", "Withdrawal"),
        n: true,
        cell: (t) => (t.amount < 0 ? fmtUS(t.amount) : ""),
      },
      {
        key: "in",
        head: two("ฝากเงิน", "Deposit"),
        n: true,
        cell: (t) => (t.amount > 0 ? fmtUS(t.amount) : ""),
      },
      { key: "bal", head: two("ยอดคงเหลือ", "Balance"), n: true, cell: (t) => fmtUS(t.balance) },
    ];
    const html = `<h1>Chao Phraya Bank Public Company Limited</h1><div>ธนาคารเจ้าพระยา จำกัด (มหาชน)</div>
      <div>เลขที่บัญชี Account No. 123-4-56789-0 &nbsp; สกุลเงิน Currency THB</div>
      <div class="muted">รอบรายการ Statement Period 01/10/2568 - 31/10/2568</div>
      ${table(cols, rows, {
        before: line(cols, {
          date: be("2025-10-01"),
          desc: `ยอดยกมา ${esc("Balance Brought Forward")}`,
          bal: fmtUS(opening),
        }),
      })}
      <div class="box">ยอดยกไป Balance Carried Forward ${fmtUS(made.closing)}</div>`;
    return {
      html,
      css: `body{font-family:"Liberation Sans",Garuda;font-size:9.5px} th{background:#e3f1e6;vertical-align:bottom}`,
      truth: truthOf({
        bankName: "Chao Phraya Bank Public Company Limited",
        accountNumber: "****7890",
        periodStart: "2025-10-01",
        periodEnd: "2025-10-31",
        currency: "THB",
        opening,
        closing: made.closing,
        rows,
      }),
    };
  },
};

export const WORLD_STATEMENTS = [
  { style: "deDotDates", paper: "A4", footer: "Seite {p} von {n}" },
  { style: "deSollHaben", paper: "A4", footer: "Blatt {p}/{n}" },
  { style: "itAccrediti", paper: "A4", footer: "Pagina {p} di {n}" },
  { style: "ptSaldo", paper: "A4", footer: "Página {p} de {n}" },
  { style: "esConcepto", paper: "A4", footer: "Página {p} de {n}" },
  { style: "thBuddhistEra", paper: "A4", footer: "หน้า Page {p}/{n}" },
  { style: "nlAfBij", paper: "A4", footer: "Blad {p} van {n}" },
  { style: "frSoldeCrediteur", paper: "A4", footer: "Page {p}/{n}" },
];
