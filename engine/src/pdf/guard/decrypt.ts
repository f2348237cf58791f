import { aesDecryptRaw, aesEncryptRaw, concatBytes, md5, rc4, sha } from "./crypto.js";
import { isDict, Name, nameOf, type PdfDict, PdfString, type PdfValue } from "./syntax.js";

/**
 * PDF's standard security handler (ISO 32000-2, 7.6.4): from the /Encrypt dictionary, the file
 * identifier and a password (the user's or the owner's; "" when none is given, as readers try),
 * the key that decrypts each stream. Revisions 2-4 (RC4, AES-128) and 5-6 (AES-256).
 */
export interface StreamDecryptor {
  decrypt(num: number, gen: number, data: Uint8Array): Promise<Uint8Array>;
}

export const PAD = Uint8Array.from([
  0x28, 0xbf, 0x4e, 0x5e, 0x4e, 0x75, 0x8a, 0x41, 0x64, 0x00, 0x4e, 0x56, 0xff, 0xfa, 0x01, 0x08, 0x2e, 0x2e,
  0x00, 0xb6, 0xd0, 0x68, 0x3e, 0x80, 0x2f, 0x0c, 0xa9, 0xfe, 0x64, 0x53, 0x69, 0x7a,
]);

type Cipher = "rc4" | "aes128" | "aes256" | "identity";

function bytesOf(value: PdfValue | undefined): Uint8Array {
  return value instanceof PdfString ? value.bytes : new Uint8Array(0);
}

function intOf(value: PdfValue | undefined, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) ? Math.trunc(value) : fallback;
}

/** The cipher of the streams: V1/V2 RC4, V4 the /StmF crypt filter's method, V5 AES-256. */
function streamCipher(dict: PdfDict, v: number): Cipher | null {
  if (v === 1 || v === 2) return "rc4";
  if (v === 5) return "aes256";
  if (v !== 4) return null;
  const stmf = nameOf(dict.get("StmF")) ?? "Identity";
  if (stmf === "Identity") return "identity";
  const cf = dict.get("CF");
  const filter = isDict(cf) ? cf.get(stmf) : undefined;
  const method = isDict(filter) ? nameOf(filter.get("CFM")) : null;
  if (method === "V2") return "rc4";
  if (method === "AESV2") return "aes128";
  if (method === "AESV3") return "aes256";
  if (method === "None") return "identity";
  return null;
}

export function padPassword(password: Uint8Array): Uint8Array {
  const out = new Uint8Array(32);
  out.set(password.subarray(0, 32));
  out.set(PAD.subarray(0, 32 - Math.min(32, password.length)), Math.min(32, password.length));
  return out;
}

export interface Legacy {
  r: number;
  n: number;
  o: Uint8Array;
  u: Uint8Array;
  p: number;
  id: Uint8Array;
  encryptMetadata: boolean;
}

/** Algorithm 2: the file key from a (padded) user password. */
export function legacyKey(padded: Uint8Array, s: Legacy): Uint8Array {
  const p = new Uint8Array(4);
  new DataView(p.buffer).setInt32(0, s.p, true);
  const parts = [padded, s.o.subarray(0, 32), p, s.id];
  if (s.r >= 4 && !s.encryptMetadata) parts.push(Uint8Array.of(0xff, 0xff, 0xff, 0xff));
  let hash = md5(concatBytes(...parts));
  if (s.r >= 3) for (let i = 0; i < 50; i++) hash = md5(hash.subarray(0, s.n));
  return hash.subarray(0, s.n);
}

/** Algorithms 4 and 5: does `key` make the /U entry? */
function checksUser(key: Uint8Array, s: Legacy): boolean {
  if (s.r === 2) return rc4(key, PAD).every((b, i) => b === s.u[i]);
  let data = rc4(key, md5(concatBytes(PAD, s.id)));
  for (let i = 1; i <= 19; i++)
    data = rc4(
      key.map((b) => b ^ i),
      data,
    );
  return data.every((b, i) => b === s.u[i]);
}

/** Algorithm 7: the user password hidden in /O under the owner password. */
function userFromOwner(owner: Uint8Array, s: Legacy): Uint8Array {
  let hash = md5(padPassword(owner));
  if (s.r >= 3) for (let i = 0; i < 50; i++) hash = md5(hash);
  const key = hash.subarray(0, s.n);
  if (s.r === 2) return rc4(key, s.o.subarray(0, 32));
  let data = s.o.subarray(0, 32);
  for (let i = 19; i >= 0; i--)
    data = rc4(
      key.map((b) => b ^ i),
      data,
    );
  return data;
}

function legacyFileKey(password: Uint8Array, s: Legacy): Uint8Array | null {
  const asUser = legacyKey(padPassword(password), s);
  if (checksUser(asUser, s)) return asUser;
  const asOwner = legacyKey(userFromOwner(password, s), s);
  return checksUser(asOwner, s) ? asOwner : null;
}

/** Algorithm 2.B (revision 6), or plain SHA-256 (revision 5). */
export async function hash2B(
  r: number,
  password: Uint8Array,
  salt: Uint8Array,
  udata: Uint8Array,
): Promise<Uint8Array> {
  let k = await sha(256, concatBytes(password, salt, udata));
  if (r === 5) return k;
  let e: Uint8Array = new Uint8Array(0);
  for (let i = 0; i < 64 || (e.at(-1) as number) > i - 32; i++) {
    const round = concatBytes(password, k, udata);
    const k1 = new Uint8Array(round.length * 64);
    for (let j = 0; j < 64; j++) k1.set(round, j * round.length);
    e = await aesEncryptRaw(k.subarray(0, 16), k.subarray(16, 32), k1);
    let sum = 0;
    for (let j = 0; j < 16; j++) sum += e[j] as number;
    k = await sha(([256, 384, 512] as const)[sum % 3] as 256 | 384 | 512, e);
  }
  return k.subarray(0, 32);
}

async function aes256FileKey(password: Uint8Array, dict: PdfDict, r: number): Promise<Uint8Array | null> {
  const o = bytesOf(dict.get("O"));
  const u = bytesOf(dict.get("U"));
  if (o.length < 48 || u.length < 48) return null;
  const pw = password.subarray(0, 127);
  const zero = new Uint8Array(16);
  const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);
  if (same(await hash2B(r, pw, u.subarray(32, 40), new Uint8Array(0)), u.subarray(0, 32))) {
    const key = await hash2B(r, pw, u.subarray(40, 48), new Uint8Array(0));
    return aesDecryptRaw(key, zero, bytesOf(dict.get("UE")).subarray(0, 32));
  }
  const u48 = u.subarray(0, 48);
  if (same(await hash2B(r, pw, o.subarray(32, 40), u48), o.subarray(0, 32))) {
    const key = await hash2B(r, pw, o.subarray(40, 48), u48);
    return aesDecryptRaw(key, zero, bytesOf(dict.get("OE")).subarray(0, 32));
  }
  return null;
}

/** Strips the AES padding the way pdf.js does: the last byte's count, when it is 1 to 16. */
function unpad(data: Uint8Array): Uint8Array {
  const n = data.at(-1) ?? 0;
  return n >= 1 && n <= 16 && n <= data.length ? data.subarray(0, data.length - n) : data;
}

/**
 * The decryptor of a file's streams, or null when the handler is not the standard one or the
 * password opens it neither as the user's nor as the owner's.
 */
export async function openDecryptor(
  dict: PdfDict,
  fileId: Uint8Array,
  password: string,
): Promise<StreamDecryptor | null> {
  if (nameOf(dict.get("Filter")) !== "Standard") return null;
  const v = intOf(dict.get("V"), 0);
  const r = intOf(dict.get("R"), 0);
  const cipher = streamCipher(dict, v);
  if (!cipher) return null;
  if (cipher === "identity") return { decrypt: async (_n, _g, data) => data };
  if (cipher === "aes256") {
    const key = await aes256FileKey(new TextEncoder().encode(password), dict, r);
    if (key?.length !== 32) return null;
    return {
      decrypt: async (_n, _g, data) =>
        unpad(await aesDecryptRaw(key, data.subarray(0, 16), data.subarray(16))),
    };
  }
  const legacy: Legacy = {
    r,
    n: v === 1 ? 5 : Math.max(5, Math.min(16, Math.trunc(intOf(dict.get("Length"), 40) / 8))),
    o: bytesOf(dict.get("O")),
    u: bytesOf(dict.get("U")),
    p: intOf(dict.get("P"), 0),
    id: fileId,
    encryptMetadata: dict.get("EncryptMetadata") !== false,
  };
  const key = legacyFileKey(
    Uint8Array.from(password, (c) => c.charCodeAt(0) & 0xff),
    legacy,
  );
  if (!key) return null;
  const objectKey = (num: number, gen: number) => {
    const salt = cipher === "aes128" ? [0x73, 0x41, 0x6c, 0x54] : [];
    const suffix = Uint8Array.of(
      num & 0xff,
      (num >> 8) & 0xff,
      (num >> 16) & 0xff,
      gen & 0xff,
      (gen >> 8) & 0xff,
      ...salt,
    );
    return md5(concatBytes(key, suffix)).subarray(0, Math.min(16, key.length + 5));
  };
  if (cipher === "rc4") return { decrypt: async (num, gen, data) => rc4(objectKey(num, gen), data) };
  return {
    decrypt: async (num, gen, data) =>
      unpad(await aesDecryptRaw(objectKey(num, gen), data.subarray(0, 16), data.subarray(16))),
  };
}

/** True for the streams the handler leaves in clear: cross-reference streams, and metadata when so set. */
export function isClearStream(dict: PdfDict, encrypt: PdfDict): boolean {
  const type = dict.get("Type");
  if (type instanceof Name && type.name === "XRef") return true;
  return type instanceof Name && type.name === "Metadata" && encrypt.get("EncryptMetadata") === false;
}
