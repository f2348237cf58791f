import { env } from "cloudflare:test";
import { SESSION_COOKIE } from "@statement-converter/contract";
import { hashPassword } from "../src/auth/password.js";
import { createSession } from "../src/auth/sessions.js";
import { database } from "../src/db/client.js";
import { insertUser, type UserRow } from "../src/db/queries/users.js";
import { worker } from "./worker.js";

/** The site origin the tests configure (APP_ORIGIN); cookie writes must carry it. */
export const SITE = "http://127.0.0.1:5173";
export const BASE = "http://api.test";
export const PASSWORD = "Passw0rd-123";

export interface CallInit extends Omit<RequestInit, "body"> {
  token?: string;
  json?: unknown;
  body?: BodyInit | null;
}

/** Calls the Worker in workerd: `call("/auth/me", { token })`. */
export function call(path: string, init: CallInit = {}): Promise<Response> {
  const { token, json, headers: extra, ...rest } = init;
  const headers = new Headers(extra);
  if (token) headers.set("authorization", `Bearer ${token}`);
  let body = rest.body;
  if (json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(json);
  }
  const url = path.startsWith("http") ? path : `${BASE}/api${path}`;
  return worker.fetch(url, { ...rest, headers, body });
}

/** The JSON body, typed loosely for assertions. */
// biome-ignore lint/suspicious/noExplicitAny: test assertions read arbitrary fields
export async function read(res: Response): Promise<any> {
  return res.json();
}

// One PBKDF2 hash for every directly inserted user: hashing costs ~0.1 s in workerd.
let sharedHash: Promise<{ hash: string; salt: string }> | undefined;

/**
 * A user inserted straight into D1 (with the shared password hash) and a live session made by
 * the real session code: fast, for tests about something other than sign-up. It is on the
 * Business plan unless `plan` says otherwise, so allowances only matter to the tests about them.
 */
export async function makeUser(
  overrides: Partial<
    Pick<
      UserRow,
      "email" | "firstName" | "lastName" | "emailVerified" | "plan" | "billingInterval" | "billingCycleStart"
    >
  > & {
    rememberMe?: boolean;
  } = {},
): Promise<{ user: UserRow; token: string }> {
  sharedHash ??= hashPassword(PASSWORD);
  const { hash, salt } = await sharedHash;
  const db = database(env.DB);
  const { rememberMe, ...fields } = overrides;
  const user = await insertUser(db, {
    email: `user-${crypto.randomUUID().slice(0, 8)}@example.com`,
    firstName: "Ada",
    lastName: "Lovelace",
    passwordHash: hash,
    passwordSalt: salt,
    emailVerified: true,
    plan: "business",
    ...fields,
  });
  const session = await createSession(db, user.id, { rememberMe });
  return { user, token: session.token };
}

/** Multipart upload of `bytes` as field `file`. */
export function upload(
  token: string,
  bytes: Uint8Array | string,
  name = "statement.pdf",
  type = "application/pdf",
) {
  const form = new FormData();
  form.set("file", new File([bytes], name, { type }));
  return call("/conversion/upload", { method: "POST", token, body: form });
}

/** The value of the session cookie a response sets, and the raw Set-Cookie header. */
export function sessionCookie(res: Response): { value: string | undefined; header: string } {
  const header = res.headers.get("set-cookie") ?? "";
  const match = new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(header);
  return { value: match?.[1], header };
}

export function toBase64(bytes: Uint8Array): string {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

export function fromBase64(b64: string): Uint8Array {
  const s = atob(b64);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

/** Latest outbox mails to `to`, through the development route. */
export async function outbox(to: string): Promise<{ subject: string; text: string; links: string[] }[]> {
  const res = await call(`/dev/outbox?to=${encodeURIComponent(to)}`, {
    headers: { "x-dev-outbox-secret": env.DEV_OUTBOX_SECRET ?? "" },
  });
  if (res.status !== 200) throw new Error(`outbox answered ${res.status}`);
  return (await read(res)).data.mails;
}

/** The mails to `to`, once there is one (reset links are mailed after the API has answered). */
export async function mailsTo(to: string): Promise<Awaited<ReturnType<typeof outbox>>> {
  let mails = await outbox(to);
  for (let attempt = 0; mails.length === 0 && attempt < 100; attempt++) {
    await new Promise((r) => setTimeout(r, 20));
    mails = await outbox(to);
  }
  return mails;
}

/** The `token` query parameter of the newest mailed link to `to`. */
export async function mailedToken(to: string): Promise<string> {
  const [mail] = await mailsTo(to);
  const link = mail?.links[0];
  if (!link) throw new Error(`no mail with a link to ${to}`);
  const token = new URL(link).searchParams.get("token");
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}
