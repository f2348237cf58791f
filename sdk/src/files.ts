/** The file inputs the SDK accepts, turned into a named Blob (no Node built-ins: Workers and browsers too). */

/**
 * A file to upload: a `File` (its name is used), a `Blob`, or raw bytes (`Uint8Array`, Node's
 * `Buffer`, `ArrayBuffer`). In Node, `fs.openAsBlob(path)` gives a Blob without reading it first.
 */
export type FileInput = Blob | Uint8Array | ArrayBuffer;

export interface NamedBlob {
  blob: Blob;
  fileName: string;
}

const DEFAULT_NAME = "statement.pdf";

const TYPES: Record<string, string> = {
  pdf: "application/pdf",
  csv: "text/csv",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  json: "application/json",
  zip: "application/zip",
};

/** The media type for a file name's extension (`application/octet-stream` when unknown). */
export function contentTypeFor(fileName: string): string {
  const ext = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return (ext && TYPES[ext]) || "application/octet-stream";
}

function isFileLike(value: Blob): value is Blob & { name: string } {
  const name = (value as Blob & { name?: unknown }).name;
  return typeof name === "string" && name !== "";
}

/** The upload's name: `fileName` when given, else the File's own name, else `statement.pdf`. */
export function toNamedBlob(file: FileInput, fileName?: string): NamedBlob {
  if (file instanceof Blob) {
    const name = fileName ?? (isFileLike(file) ? file.name : DEFAULT_NAME);
    const blob = file.type ? file : new Blob([file], { type: contentTypeFor(name) });
    return { blob, fileName: name };
  }
  const name = fileName ?? DEFAULT_NAME;
  if (file instanceof ArrayBuffer || ArrayBuffer.isView(file)) {
    return { blob: new Blob([file as BlobPart], { type: contentTypeFor(name) }), fileName: name };
  }
  throw new TypeError("file must be a Blob, File, Uint8Array or ArrayBuffer");
}

/** Standard base64 of bytes, in any runtime (btoa over 32 KiB chunks). */
export function toBase64(bytes: Uint8Array): string {
  let out = "";
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) {
    out += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(out);
}
