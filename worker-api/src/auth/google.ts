import { createRemoteJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from "jose";
import { ApiError } from "../http/api-error.js";

const GOOGLE_ISSUERS = ["accounts.google.com", "https://accounts.google.com"];

export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

/** One remote key set per JWKS URL and isolate: jose caches the keys and refetches on rotation. */
const keySets = new Map<string, JWTVerifyGetKey>();
function keySet(url: string): JWTVerifyGetKey {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000 });
    keySets.set(url, set);
  }
  return set;
}

const failed = (why: string) => new ApiError("INVALID_CREDENTIALS", `Google login failed: ${why}`);

/**
 * Verifies a Google ID token: RS256 signature against the JWKS, issuer, audience (the
 * configured client id) and expiry. Returns who it names.
 */
export async function verifyGoogleIdToken(
  idToken: string,
  { clientId, jwksUrl }: { clientId: string; jwksUrl: string },
): Promise<GoogleIdentity> {
  if (!clientId) throw new ApiError("FORBIDDEN", "Google sign-in is not configured on this server.");
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(idToken, keySet(jwksUrl), {
      algorithms: ["RS256"],
      issuer: GOOGLE_ISSUERS,
      audience: clientId,
      requiredClaims: ["sub", "exp"],
    }));
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw failed("the Google token has expired.");
    if (!(err instanceof errors.JOSEError)) console.error("Google key set unavailable", err);
    throw failed("the Google token could not be verified.");
  }
  const email = typeof payload.email === "string" ? payload.email.trim().toLowerCase() : "";
  if (!email) throw failed("the Google account has no e-mail address.");
  return {
    subject: String(payload.sub),
    email,
    emailVerified: payload.email_verified === true || payload.email_verified === "true",
    firstName: typeof payload.given_name === "string" ? payload.given_name.slice(0, 100) : null,
    lastName: typeof payload.family_name === "string" ? payload.family_name.slice(0, 100) : null,
  };
}
