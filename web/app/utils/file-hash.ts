/**
 * A file's SHA-256 in the browser (WebCrypto), as the API keeps it for each upload
 * (`fileSha256`): the results screen checks a file the user picks against it before drawing it.
 */
export async function sha256Hex(file: Blob): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", await file.arrayBuffer()));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A PDF by its first bytes (`%PDF-`), whatever its name says: only those are drawn. */
export async function isPdf(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
  return new TextDecoder("latin1").decode(head).includes("%PDF-");
}
