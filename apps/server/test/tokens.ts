// Tokens a client should never get past the server with: expired, signed with another secret, unsigned.
import { SignJWT } from 'jose';
import { TEST_JWT_SECRET } from './support/test-app';

const sign = (userId: string, secret: string, expiresAt: number) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt(expiresAt - 3600)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));

/** A correctly signed token that expired a minute ago. */
export function expiredToken(userId: string): Promise<string> {
  return sign(userId, TEST_JWT_SECRET, Math.floor(Date.now() / 1000) - 60);
}

/** A fresh token signed with a secret the server does not know. */
export function forgedToken(userId: string): Promise<string> {
  return sign(
    userId,
    'an-attacker-secret-that-is-long-enough-0123456789',
    Math.floor(Date.now() / 1000) + 3600,
  );
}

/** An `alg: none` token claiming the user. */
export function unsignedToken(userId: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: userId, iat: Math.floor(Date.now() / 1000) })}.`;
}
