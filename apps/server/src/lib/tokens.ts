// Access tokens (JWT HS256 via jose) and the random single-use tokens mailed for activation and reset,
// which are stored only as sha256 hashes.
import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** Issues and checks access tokens for one secret and lifetime. */
export interface AccessTokens {
  issue(userId: string): Promise<{ token: string; expiresIn: number }>;
  /** The token's subject and issue time (ms), or undefined for a missing, forged, malformed or expired token. */
  verify(token: string): Promise<{ userId: string; issuedAtMs: number } | undefined>;
}

/** Creates the access-token helper. */
export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  // Tokens whose signature was already checked, until they expire: WebCrypto's HMAC is asynchronous and
  // costs a thread-pool round trip, while a signed-in client sends the same token on every request.
  const verified = new Map<string, { userId: string; issuedAtMs: number; expiresAtMs: number }>();
  const remember = (token: string, value: { userId: string; issuedAtMs: number; expiresAtMs: number }) => {
    if (verified.size >= 10_000) verified.delete(verified.keys().next().value!);
    verified.set(token, value);
  };
  return {
    async issue(userId) {
      const nowMs = Date.now();
      // iat keeps milliseconds (a NumericDate may be fractional) so a password change in the same
      // second still invalidates tokens issued just before it.
      const token = await new SignJWT({ iat: nowMs / 1000 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setExpirationTime(Math.floor(nowMs / 1000) + ttlSeconds)
        .sign(key);
      return { token, expiresIn: ttlSeconds };
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAtMs > Date.now()) return { userId: known.userId, issuedAtMs: known.issuedAtMs };
        verified.delete(token);
        return undefined;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.iat !== 'number') return undefined;
        if (typeof payload.exp !== 'number') return undefined;
        const claims = { userId: payload.sub, issuedAtMs: payload.iat * 1000 };
        remember(token, { ...claims, expiresAtMs: payload.exp * 1000 });
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

/** The stored form of a mailed token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
