/** Downloads: the file name from Content-Disposition (RFC 6266, `filename*` per RFC 5987) and the bytes. */

const PARAM_RE = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;

function decodeExtValue(value: string): string | null {
  const m = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(value.trim());
  if (!m) return null;
  const charset = m[1]!.toLowerCase();
  const encoded = m[2]!;
  try {
    if (charset === "utf-8") return decodeURIComponent(encoded);
    if (charset === "iso-8859-1") {
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    }
  } catch {
    return null;
  }
  return null;
}

/** A name safe to use as a local file name: no directories, no control characters. */
export function safeFileName(name: string): string | null {
  const base = name
    .split(/[/\\]/)
    .pop()!
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim();
  return base === "" || base === "." || base === ".." ? null : base;
}

/** The file name a Content-Disposition header gives (`filename*` preferred), or null. */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  let plain: string | null = null;
  let extended: string | null = null;
  for (const m of `;${header.replace(/^[^;]*/, "")}`.matchAll(PARAM_RE)) {
    const key = m[1]!.toLowerCase();
    let value = m[2]!.trim();
    if (value.startsWith('"')) value = value.slice(1, -1).replace(/\\(.)/g, "$1");
    if (key === "filename*") extended = decodeExtValue(value);
    else if (key === "filename") plain = value;
  }
  const name = extended ?? plain;
  return name === null ? null : safeFileName(name);
}

/** A downloaded file: its bytes, the name the server gave it and its media type. */
export class DownloadedFile {
  constructor(
    readonly bytes: Uint8Array,
    readonly fileName: string,
    readonly contentType: string,
  ) {}

  get size(): number {
    return this.bytes.byteLength;
  }

  /** The bytes as a Blob (e.g. for an object URL in a browser). */
  get blob(): Blob {
    return new Blob([this.bytes as BlobPart], { type: this.contentType });
  }

  /** The bytes decoded as UTF-8 (CSV and JSON exports). */
  text(): string {
    return new TextDecoder().decode(this.bytes);
  }
}

/** Reads a download response; `fallbackName` when the server sends no usable file name. */
export async function readDownload(response: Response, fallbackName: string): Promise<DownloadedFile> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const fileName =
    fileNameFromContentDisposition(response.headers.get("content-disposition")) ?? fallbackName;
  const contentType = response.headers.get("content-type") ?? "application/octet-stream";
  return new DownloadedFile(bytes, fileName, contentType);
}
