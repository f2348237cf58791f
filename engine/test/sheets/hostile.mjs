// Hostile and broken spreadsheets, each with the code the engine must answer (in well under a
// second): a decompression bomb as .xlsx (honest and lying sizes), a sheet of 100,000 rows, a
// ZIP cut short, a workbook encrypted with a password (ECMA-376 agile encryption, AES-256, as
// Excel writes it), a workbook without a transaction table, random bytes named .xlsx and .csv,
// a macro-enabled workbook (its macros are never run; it converts like the .xlsx it is), and the
// bombs of bombs.mjs that cost a reader far more than their size.
// Written by generate.mjs into hostile/ with hostile.json (name -> expected code or "OK").
import { createCipheriv, createHash, createHmac } from "node:crypto";
import * as XLSX from "@e965/xlsx";
import { strToU8, unzipSync, zipSync } from "fflate";
import {
  backtrackingCsv,
  binaryWorkbook,
  labelsstBomb,
  oneSheetManyTimes,
  sharedStringBomb,
  sharedStringsFlood,
} from "./bombs.mjs";

const concat = (...parts) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/** Seeded bytes, so the files are the same on every run. */
function seeded(seed, length) {
  const out = new Uint8Array(length);
  let s = seed >>> 0;
  for (let i = 0; i < length; i++) {
    s = (s * 1664525 + 1013904223) >>> 0;
    out[i] = s >>> 24;
  }
  return out;
}

/** The minimal parts of a workbook with one sheet whose XML is `sheetXml`. */
function workbookParts(sheetXml) {
  return {
    "[Content_Types].xml": strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    "_rels/.rels": strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    "xl/workbook.xml": strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    "xl/_rels/workbook.xml.rels": strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    "xl/worksheets/sheet1.xml": sheetXml,
  };
}

const SHEET_START =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_END = "</sheetData></worksheet>";

/** Sets every entry's declared (uncompressed) size to 1,000 bytes, in both directories. */
function lieAboutSizes(zip) {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  for (let i = 0; i + 4 <= out.length; i++) {
    const sig = view.getUint32(i, true);
    if (sig === 0x04034b50) view.setUint32(i + 22, 1000, true);
    else if (sig === 0x02014b50) view.setUint32(i + 24, 1000, true);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// ECMA-376 agile encryption ([MS-OFFCRYPTO] 2.3.4.10-2.3.4.15), as Excel's "Encrypt with Password"

const sha512 = (...parts) =>
  createHash("sha512")
    .update(concat(...parts))
    .digest();
const le32 = (n) => {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setUint32(0, n, true);
  return b;
};
const hex = (s) => Uint8Array.from(s.match(/../g), (h) => Number.parseInt(h, 16));
const aes = (key, iv, data) => {
  const cipher = createCipheriv("aes-256-cbc", key, iv);
  cipher.setAutoPadding(false);
  const padded = new Uint8Array(Math.ceil(data.length / 16) * 16);
  padded.set(data);
  return concat(cipher.update(padded), cipher.final());
};
const b64 = (b) => Buffer.from(b).toString("base64");

function encryptAgile(pkg, password, seed) {
  const rnd = (n, k) => seeded(seed * 31 + k, n);
  const keyDataSalt = rnd(16, 1);
  const passwordSalt = rnd(16, 2);
  const secretKey = rnd(32, 3);
  const verifierInput = rnd(16, 4);
  const hmacKey = rnd(64, 5);
  const spinCount = 100_000;
  let h = sha512(passwordSalt, new Uint8Array(Buffer.from(password, "utf16le")));
  for (let i = 0; i < spinCount; i++) h = sha512(le32(i), h);
  const keyFor = (block) => sha512(h, hex(block)).subarray(0, 32);
  const ivFor = (block) => sha512(keyDataSalt, hex(block)).subarray(0, 16);

  const segments = [];
  for (let i = 0, n = 0; i < pkg.length; i += 4096, n++) {
    segments.push(aes(secretKey, sha512(keyDataSalt, le32(n)).subarray(0, 16), pkg.subarray(i, i + 4096)));
  }
  const size = new Uint8Array(8);
  new DataView(size.buffer).setUint32(0, pkg.length, true);
  const encryptedPackage = concat(size, ...segments);
  const hmacValue = createHmac("sha512", hmacKey).update(encryptedPackage).digest();

  const xml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<encryption xmlns="http://schemas.microsoft.com/office/2006/encryption" xmlns:p="http://schemas.microsoft.com/office/2006/keyEncryptor/password"><keyData saltSize="16" blockSize="16" keyBits="256" hashSize="64" cipherAlgorithm="AES" cipherChaining="ChainingModeCBC" hashAlgorithm="SHA512" saltValue="${b64(keyDataSalt)}"/><dataIntegrity encryptedHmacKey="${b64(aes(secretKey, ivFor("5fb2ad010cb9e1f6"), hmacKey))}" encryptedHmacValue="${b64(aes(secretKey, ivFor("a0677f02b22c8433"), hmacValue))}"/><keyEncryptors><keyEncryptor uri="http://schemas.microsoft.com/office/2006/keyEncryptor/password"><p:encryptedKey spinCount="${spinCount}" saltSize="16" blockSize="16" keyBits="256" hashSize="64" cipherAlgorithm="AES" cipherChaining="ChainingModeCBC" hashAlgorithm="SHA512" saltValue="${b64(passwordSalt)}" encryptedVerifierHashInput="${b64(aes(keyFor("fea7d2763b4b9e79"), passwordSalt, verifierInput))}" encryptedVerifierHashValue="${b64(aes(keyFor("d7aa0f6d3061344e"), passwordSalt, sha512(verifierInput)))}" encryptedKeyValue="${b64(aes(keyFor("146e0be7abacd0d6"), passwordSalt, secretKey))}"/></keyEncryptor></keyEncryptors></encryption>`;
  const info = concat(Uint8Array.of(4, 0, 4, 0, 0x40, 0, 0, 0), new TextEncoder().encode(xml));

  const cfb = XLSX.CFB.utils.cfb_new();
  XLSX.CFB.utils.cfb_add(cfb, "EncryptionInfo", info);
  XLSX.CFB.utils.cfb_add(cfb, "EncryptedPackage", encryptedPackage);
  return new Uint8Array(XLSX.CFB.write(cfb, { type: "array", fileType: "cfb" }));
}

// ---------------------------------------------------------------------------------------------

/**
 * The hostile files, made from `files` (the generated statements, by name): name -> { bytes,
 * expect } where `expect` is the engine's code, or "OK" for a file that converts.
 */
export function hostileFiles(files) {
  const out = {};
  const add = (name, expect, bytes) => {
    out[name] = { expect, bytes };
  };

  // 64 MiB of sheet XML (white space between two rows) in 65 KiB: past the 32 MiB cap on what an
  // .xlsx may inflate to.
  const blank = `<row/>${" ".repeat(64 * 1024 * 1024)}<row/>`;
  const bomb = zipSync(workbookParts(strToU8(SHEET_START + blank + SHEET_END)), {
    level: 9,
    mtime: "2025-01-01",
  });
  add("bomb.xlsx", "PDF_TOO_COMPLEX", bomb);
  // The same bomb with its directory claiming 1,000 bytes per part: caught while it inflates.
  add("bomb-lying-sizes.xlsx", "PDF_TOO_COMPLEX", lieAboutSizes(bomb));

  // 100,000 rows of five numbers (12 MB of XML, under the cap): past the 20,000-row bound.
  const row = `<row>${'<c t="n"><v>1234.56</v></c>'.repeat(5)}</row>`;
  const huge = zipSync(workbookParts(strToU8(SHEET_START + row.repeat(100_000) + SHEET_END)), {
    level: 9,
    mtime: "2025-01-01",
  });
  add("huge-sheet.xlsx", "PDF_TOO_COMPLEX", huge);

  const real = files["usTwoCol.xlsx"];
  // A download cut off half way: the ZIP's directory (at its end) is missing.
  add("broken-zip.xlsx", "SHEET_INVALID", real.subarray(0, Math.floor(real.length / 2)));
  // The directory intact, a part's compressed bytes overwritten.
  const damaged = real.slice();
  const sheetAt = Buffer.from(damaged).indexOf("xl/worksheets/sheet1.xml");
  damaged.set(seeded(7, 400), sheetAt + 40);
  add("damaged-part.xlsx", "SHEET_INVALID", damaged);

  add("encrypted.xlsx", "SHEET_ENCRYPTED", encryptAgile(real, "statement", 11));

  // A workbook with a sheet of notes and a price list: no transaction table.
  const noTable = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    noTable,
    XLSX.utils.aoa_to_sheet([
      ["Quarterly price list"],
      [],
      ["Item", "Unit price", "Qty"],
      ["Paper A4", 4.5, 10],
    ]),
    "Prices",
  );
  add(
    "no-table.xlsx",
    "NO_TRANSACTIONS",
    new Uint8Array(XLSX.write(noTable, { type: "array", bookType: "xlsx" })),
  );

  add("random.xlsx", "SHEET_INVALID", seeded(3, 20_000));
  add("random.csv", "SHEET_INVALID", seeded(5, 20_000));
  // A line of 401,000 commas: 401,001 fields, past the 400,000-cell bound.
  add("wide.csv", "PDF_TOO_COMPLEX", strToU8(",".repeat(401_000)));
  // 21,000 lines: past the 20,000-row bound.
  add("long.csv", "PDF_TOO_COMPLEX", strToU8("01/03/2025,Coffee,-3.50,100.00\n".repeat(21_000)));

  // A macro-enabled workbook (.xlsm): a VBA project part beside the sheets, never run.
  const parts = unzipSync(real);
  parts["xl/vbaProject.bin"] = seeded(13, 4096);
  const types = new TextDecoder().decode(parts["[Content_Types].xml"]);
  parts["[Content_Types].xml"] = strToU8(
    types.replace(
      "<Default ",
      '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/><Default ',
    ),
  );
  add("macros.xlsm", "OK", zipSync(parts, { level: 6, mtime: "2025-01-01" }));

  // Measured before SheetJS reads them (bombs.mjs): 1,900 Description cells naming one
  // 10,000-character shared string (19 million characters from 36 KB), the same with 3,000
  // characters (under the cell bound, past the 4 million in all), 30 MiB of shared strings in a
  // quarter of a megabyte, an .xls of 2,000 cells naming one 10,000-character string, one sheet
  // part named by 150 sheets, and a binary workbook named .xlsx.
  add("shared-string-bomb.xlsx", "PDF_TOO_COMPLEX", sharedStringBomb(1_900, 10_000));
  add("shared-string-text.xlsx", "PDF_TOO_COMPLEX", sharedStringBomb(1_900, 3_000));
  add("shared-strings-30mib.xlsx", "PDF_TOO_COMPLEX", sharedStringsFlood(30));
  add("labelsst-bomb.xls", "PDF_TOO_COMPLEX", labelsstBomb(2_000, 10_000));
  add("one-part-150-sheets.xlsx", "PDF_TOO_COMPLEX", oneSheetManyTimes(150));
  add("binary-workbook.xlsx", "UNSUPPORTED_FORMAT", binaryWorkbook());
  // Descriptions of 3,900 characters that made the table stages' regular expressions backtrack
  // (minutes for these 60 rows): read in well under a second now.
  add("dashes.csv", "OK", backtrackingCsv(60, `${"- ".repeat(1_950)}x`));
  add("masked-x.csv", "OK", backtrackingCsv(60, "X".repeat(3_900)));
  return out;
}
