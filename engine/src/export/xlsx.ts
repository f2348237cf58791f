import { Zip, ZipDeflate } from "fflate";
import { concatBytes } from "../pdf/guard/crypto.js";
import type { Statement } from "../types.js";
import { CSV_COLUMNS } from "./csv.js";
import { slices } from "./parts.js";
import { isStatementList } from "./statement-json.js";
import {
  type CellValue,
  cellRef,
  MAIN_NS,
  REL_NS,
  rowXml,
  SharedStrings,
  STYLE,
  XML_HEADER,
} from "./xlsx-cells.js";

/**
 * The XLSX export: sheet `Transactions` (header row frozen, date cells, number cells formatted
 * `#,##0.00`) and sheet `Statement`: one metadata row per statement, then, after a blank row,
 * one row per account of each statement (its own header row).
 *
 * A small writer over fflate's streaming `Zip` instead of write-excel-file: write-excel-file 4.1
 * zips with fflate's async `zip`, which starts a Web Worker for any part over 160 kB; workerd
 * has no `Worker`, so a statement of a few thousand rows failed there ("Worker is not defined").
 * The output is deterministic: the same statement gives the same bytes.
 */
export async function exportXlsx(statements: Statement | readonly Statement[]): Promise<Uint8Array> {
  return concatBytes(...xlsxParts(statements));
}

/**
 * The XLSX file in parts, for `exportChunks` (render.ts): the worksheets are deflated
 * ROWS_PER_PART rows at a time, the shared strings (known once both sheets are written) last.
 */
export function* xlsxParts(statements: Statement | readonly Statement[]): Generator<Uint8Array> {
  const list = isStatementList(statements) ? statements : [statements];
  const strings = new SharedStrings();
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((err, data) => {
    if (err) failure = err;
    else ready.push(data);
  });
  function* part(name: string, texts: Iterable<string>): Generator<Uint8Array> {
    const file = new ZipDeflate(name, { level: 6 });
    file.mtime = ZIP_MTIME;
    zip.add(file);
    for (const text of texts) {
      file.push(encoder.encode(text), false);
      if (failure) throw failure;
      yield* ready.splice(0);
    }
    file.push(new Uint8Array(0), true);
  }
  const rowCount = list.reduce((n, s) => n + s.transactions.length, 0);
  const filterRange = `$A$1:$${columnLetters(TRANSACTION_COLUMNS.length - 1)}$${rowCount + 1}`;
  yield* part("[Content_Types].xml", [CONTENT_TYPES]);
  yield* part("_rels/.rels", [ROOT_RELS]);
  yield* part("xl/workbook.xml", [workbookXml(filterRange)]);
  yield* part("xl/_rels/workbook.xml.rels", [WORKBOOK_RELS]);
  yield* part("xl/styles.xml", [STYLES]);
  const transactions: Table = { columns: TRANSACTION_COLUMNS, count: rowCount, rows: transactionRows(list) };
  yield* part(
    "xl/worksheets/sheet1.xml",
    worksheetParts([transactions], strings, { selected: true, autoFilter: true }),
  );
  const accounts = list.flatMap(accountRows);
  const tables: Table[] = [
    { columns: STATEMENT_COLUMNS, count: list.length, rows: [list.map(statementRow)] },
  ];
  if (accounts.length > 0)
    tables.push({ columns: ACCOUNT_COLUMNS, count: accounts.length, rows: [accounts] });
  yield* part(
    "xl/worksheets/sheet2.xml",
    worksheetParts(tables, strings, { selected: false, autoFilter: false }),
  );
  yield* part("xl/sharedStrings.xml", strings.xmlParts());
  zip.end();
  if (failure) throw failure;
  yield* ready.splice(0);
}

const encoder = new TextEncoder();

interface Column {
  title: string;
  width: number;
}

const TRANSACTION_WIDTHS = [12, 12, 40, 40, 12, 14, 14, 16, 28, 16];
const TRANSACTION_COLUMNS: Column[] = CSV_COLUMNS.map((title, i) => ({
  title,
  width: TRANSACTION_WIDTHS[i] ?? 12,
}));

const STATEMENT_COLUMNS: Column[] = [
  { title: "File", width: 28 },
  { title: "Bank", width: 28 },
  { title: "Account", width: 14 },
  { title: "Account Type", width: 13 },
  { title: "Currency", width: 10 },
  { title: "Period Start", width: 12 },
  { title: "Period End", width: 12 },
  { title: "Opening Balance", width: 16 },
  { title: "Closing Balance", width: 16 },
  { title: "Reconciled", width: 11 },
  { title: "Pages", width: 8 },
  { title: "Transactions", width: 13 },
  { title: "Warnings", width: 60 },
];

/** The accounts table under the statements (docs/architecture.md#statements-with-several-accounts). */
const ACCOUNT_COLUMNS: Column[] = [
  { title: "File", width: 28 },
  { title: "Account Name", width: 28 },
  { title: "Account", width: 14 },
  { title: "Currency", width: 10 },
  { title: "Opening Balance", width: 16 },
  { title: "Closing Balance", width: 16 },
  { title: "Reconciled", width: 11 },
  { title: "Transactions", width: 13 },
];

/** The Transactions sheet's rows, ROWS_PER_PART at a time. */
function* transactionRows(list: readonly Statement[]): Generator<CellValue[][]> {
  for (const s of list) {
    for (const slice of slices(s.transactions)) {
      yield slice.map((t) => [
        date(t.parsedDate),
        date(t.valueDate),
        text(t.description),
        text(t.details),
        text(t.type),
        money(t.amountCents),
        money(t.balanceCents),
        text(t.reference),
        text(s.bankName),
        text(t.account),
      ]);
    }
  }
}

function statementRow(s: Statement): CellValue[] {
  const warnings = s.warnings.map((w) =>
    w.row === undefined ? `${w.code}: ${w.message}` : `${w.code} (row ${w.row}): ${w.message}`,
  );
  return [
    text(s.fileName),
    text(s.bankName),
    text(s.accountNumber),
    text(s.accountType),
    text(s.currency),
    date(s.periodStart),
    date(s.periodEnd),
    money(s.openingBalanceCents),
    money(s.closingBalanceCents),
    { kind: "boolean", value: s.reconciled },
    { kind: "number", value: s.pageCount },
    { kind: "number", value: s.transactions.length },
    { kind: "text", text: warnings.join("\n"), wrap: true },
  ];
}

function accountRows(s: Statement): CellValue[][] {
  return s.accounts.map((a) => [
    text(s.fileName),
    text(a.name),
    text(a.accountNumber),
    text(a.currency),
    money(a.openingBalanceCents),
    money(a.closingBalanceCents),
    { kind: "boolean", value: a.reconciled },
    { kind: "number", value: a.transactionCount },
  ]);
}

/** A table of a sheet: its header row (bold) and its `count` rows, in slices. */
interface Table {
  columns: Column[];
  count: number;
  rows: Iterable<CellValue[][]>;
}

interface SheetOptions {
  selected: boolean;
  autoFilter: boolean;
}

/**
 * A worksheet of one or more tables, each a bold header row and its rows, with a blank row
 * between tables, a part per slice of rows. Columns are as wide as the widest table needs; the
 * first row stays frozen.
 */
function* worksheetParts(tables: Table[], strings: SharedStrings, options: SheetOptions): Generator<string> {
  const columnCount = Math.max(...tables.map((t) => t.columns.length));
  const widths = Array.from({ length: columnCount }, (_, i) =>
    Math.max(...tables.map((t) => t.columns[i]?.width ?? 0)),
  );
  const rowCount = tables.reduce((n, t) => n + t.count + 1, tables.length - 1);
  const lastRef = cellRef(columnCount - 1, rowCount - 1);
  const cols = widths
    .map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`)
    .join("");
  yield `${XML_HEADER}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `<dimension ref="A1:${lastRef}"/>` +
    `<sheetViews><sheetView${options.selected ? ' tabSelected="1"' : ""} workbookViewId="0">` +
    `<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>` +
    `<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>` +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>`;
  let next = 0;
  for (const table of tables) {
    if (next > 0) next += 1;
    const header = table.columns.map((c) => text(c.title));
    yield rowXml(header, next++, strings, STYLE.header);
    for (const slice of table.rows) yield slice.map((cells) => rowXml(cells, next++, strings)).join("");
  }
  yield `</sheetData>${options.autoFilter ? `<autoFilter ref="A1:${lastRef}"/>` : ""}</worksheet>`;
}

function columnLetters(column: number): string {
  return cellRef(column, 0).slice(0, -1);
}

function text(value: string | null): CellValue {
  return value === null || value === "" ? null : { kind: "text", text: value };
}

function money(cents: number | null): CellValue {
  return cents === null ? null : { kind: "money", cents };
}

function date(iso: string | null): CellValue {
  return iso === null || iso === "" ? null : { kind: "date", iso };
}

/** A fixed timestamp inside the zip, so equal input gives equal bytes. */
const ZIP_MTIME = new Date(Date.UTC(2000, 0, 1));

const CONTENT_TYPES =
  `${XML_HEADER}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
  `<Default Extension="xml" ContentType="application/xml"/>` +
  `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
  `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
  `<Override PartName="/xl/worksheets/sheet2.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
  `<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>` +
  `<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>` +
  `</Types>`;

const ROOT_RELS =
  `${XML_HEADER}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

function workbookXml(filterRange: string): string {
  return (
    `${XML_HEADER}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews><sheets>` +
    `<sheet name="Transactions" sheetId="1" r:id="rId1"/><sheet name="Statement" sheetId="2" r:id="rId2"/>` +
    `</sheets><definedNames>` +
    `<definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">Transactions!${filterRange}</definedName>` +
    `</definedNames></workbook>`
  );
}

const WORKBOOK_RELS =
  `${XML_HEADER}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL_NS}/worksheet" Target="worksheets/sheet2.xml"/>` +
  `<Relationship Id="rId3" Type="${REL_NS}/styles" Target="styles.xml"/>` +
  `<Relationship Id="rId4" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/>` +
  `</Relationships>`;

/** cellXfs in the order of STYLE: default, header (bold), money, date, wrapped text. */
const STYLES =
  `${XML_HEADER}<styleSheet xmlns="${MAIN_NS}">` +
  `<numFmts count="2"><numFmt numFmtId="164" formatCode="#,##0.00"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd"/></numFmts>` +
  `<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>` +
  `<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>` +
  `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
  `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
  `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
  `<cellXfs count="5">` +
  `<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
  `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>` +
  `<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
  `<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
  `<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment vertical="top" wrapText="1"/></xf>` +
  `</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;
