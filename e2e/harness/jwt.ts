// Re-signs a real access token with an expiry in the past, to drive the session-expired path (SPEC §8).
import { createHmac } from 'node:crypto';

/** The JWT secret every e2e server is started with (JWT_SECRET must be 32+ characters). */
export const E2E_JWT_SECRET = 'e2e-only-secret-for-expired-token-checks-0123456789';

/** Returns `token` with `iat` two hours and `exp` one hour in the past, signed HS256 with `secret`. */
export function expireToken(token: string, secret = E2E_JWT_SECRET): string {
  const [header, payload] = token.split('.');
  if (!header || !payload) throw new Error('not a JWT');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  const expired: Record<string, unknown> = { ...claims, iat: now - 7200, exp: now - 3600 };
  if ('nbf' in claims) expired.nbf = now - 7200;
  const body = `${header}.${Buffer.from(JSON.stringify(expired)).toString('base64url')}`;
  const signature = createHmac('sha256', secret).update(body).digest('base64url');
  return `${body}.${signature}`;
}
