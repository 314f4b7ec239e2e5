// Who may do what with an account: only its owner reads and changes it (another user's id in the path
// is 403 "You can only update your own account."); deleting an account that has no password takes a
// Google sign-in at most FRESH_SIGN_IN_MINUTES old, else 403. An account's default equipment must be an
// item its owner may read (policies/catalogue-item.ts).
import { ACCOUNT_MESSAGES, FRESH_SIGN_IN_MINUTES } from '@wortsmith/core';
import { HttpError } from '../lib/errors';
import type { AccessClaims } from '../lib/tokens';

/** True when `userId` may change the account `accountId`: their own. */
export const canChange = (userId: string, accountId: string): boolean => userId === accountId;

/** Throws 403 unless `userId` may change the account `accountId`. */
export function authorizeChange(userId: string, accountId: string): void {
  if (!canChange(userId, accountId)) throw new HttpError(403, ACCOUNT_MESSAGES.ownAccountOnly);
}

/** True when the signed-in `token` may delete an account without a password: a fresh Google sign-in. */
export function canDeleteWithoutPassword(token: AccessClaims, nowMs = Date.now()): boolean {
  return token.method === 'google' && nowMs - token.issuedAtMs <= FRESH_SIGN_IN_MINUTES * 60_000;
}

/** Throws 403 unless `token` may delete an account that has no password. */
export function authorizeDeleteWithoutPassword(token: AccessClaims): void {
  if (!canDeleteWithoutPassword(token)) throw new HttpError(403, ACCOUNT_MESSAGES.googleSignInRequired);
}
