import { aesEncryptRaw, concatBytes, md5, rc4 } from "../../src/pdf/guard/crypto.js";
import { hash2B, type Legacy, legacyKey, PAD, padPassword } from "../../src/pdf/guard/decrypt.js";
import { latin1, type PdfObj, random } from "./pdf-writer.js";

/**
 * Encrypts a PDF's streams with the standard security handler, as a PDF writer does (the
 * engine's key derivation is reused; pdf.js, which opens these files, checks both).
 */
export type Cipher = "rc4-40" | "rc4-128" | "aes-128" | "aes-256";

export interface Encrypted {
  objects: PdfObj[];
  /** Trailer entries: /Encrypt and /ID. */
  trailer: string;
}

const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
const P = -3904; // print, copy ... the usual permissions

async function aesCbc(key: Uint8Array, iv: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  const k = await crypto.subtle.importKey("raw", key.slice(), { name: "AES-CBC" }, false, ["encrypt"]);
  return new Uint8Array(await crypto.subtle.encrypt({ name: "AES-CBC", iv: iv.slice() }, k, data.slice()));
}

/** Encrypts every stream of `objects` (numbered from 1); the /Encrypt dictionary is appended. */
export async function encryptObjects(
  objects: PdfObj[],
  cipher: Cipher,
  user: string,
  owner: string,
  seed = 7,
): Promise<Encrypted> {
  const rnd = random(seed);
  const bytes = (n: number) => Uint8Array.from({ length: n }, () => Math.floor(rnd() * 256));
  const id = bytes(16);
  const encryptNum = objects.length + 1;
  let encryptDict: string;
  let encryptStream: (num: number, data: Uint8Array) => Promise<Uint8Array>;
  if (cipher === "aes-256") {
    const fileKey = bytes(32);
    const none = new Uint8Array(0);
    const [uv, uk, ov, ok] = [bytes(8), bytes(8), bytes(8), bytes(8)];
    const userPw = new TextEncoder().encode(user);
    const ownerPw = new TextEncoder().encode(owner);
    const u = concatBytes(await hash2B(6, userPw, uv, none), uv, uk);
    const ue = await aesEncryptRaw(await hash2B(6, userPw, uk, none), new Uint8Array(16), fileKey);
    const o = concatBytes(await hash2B(6, ownerPw, ov, u), ov, ok);
    const oe = await aesEncryptRaw(await hash2B(6, ownerPw, ok, u), new Uint8Array(16), fileKey);
    const perms = new Uint8Array(16);
    new DataView(perms.buffer).setInt32(0, P, true);
    perms.set([0xff, 0xff, 0xff, 0xff, 0x54, 0x61, 0x64, 0x62], 4);
    const permsEnc = await aesEncryptRaw(fileKey, new Uint8Array(16), perms);
    encryptDict = `<< /Filter /Standard /V 5 /R 6 /Length 256 /P ${P} /O <${hex(o)}> /U <${hex(u)}> /OE <${hex(oe)}> /UE <${hex(ue)}> /Perms <${hex(permsEnc)}> /CF << /StdCF << /CFM /AESV3 /Length 32 /AuthEvent /DocOpen >> >> /StmF /StdCF /StrF /StdCF >>`;
    encryptStream = async (_num, data) => {
      const iv = bytes(16);
      return concatBytes(iv, await aesCbc(fileKey, iv, data));
    };
  } else {
    const r = cipher === "rc4-40" ? 2 : cipher === "rc4-128" ? 3 : 4;
    const n = cipher === "rc4-40" ? 5 : 16;
    // Algorithm 3: /O from the owner password.
    let h = md5(padPassword(latin1(owner || user)));
    if (r >= 3) for (let i = 0; i < 50; i++) h = md5(h);
    const ownerKey = h.subarray(0, n);
    let o = rc4(ownerKey, padPassword(latin1(user)));
    if (r >= 3)
      for (let i = 1; i <= 19; i++)
        o = rc4(
          ownerKey.map((b) => b ^ i),
          o,
        );
    const legacy: Legacy = { r, n, o, u: new Uint8Array(32), p: P, id, encryptMetadata: true };
    const key = legacyKey(padPassword(latin1(user)), legacy);
    // Algorithms 4 and 5: /U.
    let u: Uint8Array;
    if (r === 2) u = rc4(key, PAD);
    else {
      u = rc4(key, md5(concatBytes(PAD, id)));
      for (let i = 1; i <= 19; i++)
        u = rc4(
          key.map((b) => b ^ i),
          u,
        );
      u = concatBytes(u, new Uint8Array(16));
    }
    const aes = cipher === "aes-128";
    const v = r === 2 ? 1 : r === 3 ? 2 : 4;
    const cf = aes
      ? "/CF << /StdCF << /CFM /AESV2 /Length 16 /AuthEvent /DocOpen >> >> /StmF /StdCF /StrF /StdCF"
      : "";
    encryptDict = `<< /Filter /Standard /V ${v} /R ${r} /Length ${n * 8} /P ${P} /O <${hex(o)}> /U <${hex(u)}> ${cf} >>`;
    encryptStream = async (num, data) => {
      const suffix = Uint8Array.of(
        num & 0xff,
        (num >> 8) & 0xff,
        (num >> 16) & 0xff,
        0,
        0,
        ...(aes ? [0x73, 0x41, 0x6c, 0x54] : []),
      );
      const objectKey = md5(concatBytes(key, suffix)).subarray(0, Math.min(16, n + 5));
      if (!aes) return rc4(objectKey, data);
      const iv = bytes(16);
      return concatBytes(iv, await aesCbc(objectKey, iv, data));
    };
  }
  const out: PdfObj[] = [];
  for (const [i, object] of objects.entries()) {
    out.push(
      typeof object === "string"
        ? object
        : { dict: object.dict, data: await encryptStream(i + 1, object.data) },
    );
  }
  out.push(encryptDict);
  return { objects: out, trailer: `/Encrypt ${encryptNum} 0 R /ID [<${hex(id)}> <${hex(id)}>]` };
}
