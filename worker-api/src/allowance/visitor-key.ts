/**
 * How a signed-out visitor's allowance rows name the visitor: `visitor:` and an HMAC-SHA256 of the
 * client IP under USAGE_HASH_KEY (a secret of the deployment), never the address itself. The same
 * address gives the same subject, so the allowance still counts per address; without the key the
 * rows cannot be matched to addresses by trying them all (there are only 2^32 IPv4 ones).
 */

/** The subject prefix of visitors' rows in `page_usage`. */
export const VISITOR_PREFIX = "visitor:";

const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    keys.set(secret, key);
  }
  return key;
}

/** `visitor:` + the first 128 bits of HMAC-SHA256(secret, ip), as hex. */
export async function visitorSubject(secret: string, ip: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(secret), new TextEncoder().encode(ip));
  const hex = [...new Uint8Array(mac, 0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${VISITOR_PREFIX}${hex}`;
}
