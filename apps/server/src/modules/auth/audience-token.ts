import { type JWTPayload, jwtVerify, SignJWT } from "jose";

const issuer = "mekuri";

/** An HS256 token for one audience, so a token made for one kind of holder never passes for another. */
export function signAudienceToken(
  key: Uint8Array,
  audience: string,
  subject: string,
  ttlSeconds: number,
  claims: JWTPayload = {},
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(subject)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key);
}

/** The payload of a valid token of this audience; jose's errors pass through so each caller decides what they mean. */
export async function verifyAudienceToken(
  key: Uint8Array,
  audience: string,
  token: string,
): Promise<JWTPayload> {
  const { payload } = await jwtVerify(token, key, { issuer, audience, algorithms: ["HS256"] });
  return payload;
}
