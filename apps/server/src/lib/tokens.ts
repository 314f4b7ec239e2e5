// Access tokens (JWT HS256 via jose), and the random tokens mailed for activation and reset or making a
// device's secret URL, which are stored only as sha256 hashes.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

/** How the user proved who they are when the token was issued (the token's `amr` claim). */
export type SignInMethod = 'password' | 'google';

/** What a valid access token says. */
export interface AccessClaims {
  userId: string;
  /** The token's own id (`jti`): what logout revokes. */
  tokenId: string;
  issuedAtMs: number;
  expiresAtMs: number;
  method: SignInMethod;
}

/** Issues and checks access tokens for one secret and lifetime. */
export interface AccessTokens {
  issue(userId: string, method?: SignInMethod): Promise<{ token: string; expiresIn: number }>;
  /** The token's claims, or undefined for a missing, forged, malformed or expired token. */
  verify(token: string): Promise<AccessClaims | undefined>;
}

/** Signature checks remembered at most (a signed-in client sends the same token on every request). */
const REMEMBERED = 10_000;

/** Creates the access-token helper. */
export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  // Only the signature check is remembered (WebCrypto's HMAC is asynchronous and costs a thread-pool
  // round trip), until the token expires: whether the token was revoked is asked on every request.
  const verified = new LRUCache<string, AccessClaims>({ max: REMEMBERED });
  return {
    async issue(userId, method = 'password') {
      const nowMs = Date.now();
      // iat keeps milliseconds (a NumericDate may be fractional) so a password change in the same
      // second still invalidates tokens issued just before it.
      const token = await new SignJWT({ iat: nowMs / 1000, amr: [method] })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setJti(randomUUID())
        .setExpirationTime(Math.floor(nowMs / 1000) + ttlSeconds)
        .sign(key);
      return { token, expiresIn: ttlSeconds };
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const { sub, iat, exp, jti, amr } = payload;
        if (typeof sub !== 'string' || typeof iat !== 'number' || typeof exp !== 'number') return undefined;
        const claims: AccessClaims = {
          userId: sub,
          // Tokens issued before tokens had ids are known by their hash.
          tokenId: typeof jti === 'string' && jti.length <= 64 ? jti : hashToken(token),
          // Rounded: iat carries milliseconds as a fraction of a second.
          issuedAtMs: Math.round(iat * 1000),
          expiresAtMs: exp * 1000,
          method: Array.isArray(amr) && amr.includes('google') ? 'google' : 'password',
        };
        const ttl = claims.expiresAtMs - Date.now();
        if (ttl > 0) verified.set(token, claims, { ttl });
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}

/** A fresh random token for an e-mailed link (256 bits, URL-safe). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a mailed token or a device's secret URL: a leaked database reveals neither. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh random token and the hash stored in its place (a device's secret URL, shown once). */
export function newHashedToken(): { token: string; hash: string } {
  const token = randomToken();
  return { token, hash: hashToken(token) };
}
