import { SAMPLE_STATEMENT, statementPdf } from "@statement-converter/engine/testing";
import { call, read, upload } from "./helpers.js";

let sample: Promise<Uint8Array> | undefined;
/** The generated one-page statement (5 rows, opening 1,200.00, closing 3,285.45), made once per file. */
export function samplePdf(): Promise<Uint8Array> {
  sample ??= statementPdf(SAMPLE_STATEMENT);
  return sample;
}

/** Uploads a PDF and returns the new conversion id. */
export async function uploaded(
  token: string,
  bytes?: Uint8Array,
  name = "march statement.pdf",
): Promise<string> {
  const res = await upload(token, bytes ?? (await samplePdf()), name);
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  return (await read(res)).data.uploadId;
}

/** Uploads and processes a PDF; returns the completed conversion's id. */
export async function converted(token: string, bytes?: Uint8Array, name?: string): Promise<string> {
  const id = await uploaded(token, bytes, name);
  const res = await call("/pdfprocessing/process-and-save", {
    method: "POST",
    token,
    json: { uploadId: id },
  });
  if (res.status !== 200) throw new Error(`process-and-save answered ${res.status}: ${await res.text()}`);
  return id;
}
