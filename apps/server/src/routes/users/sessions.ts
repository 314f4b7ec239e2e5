// Ending sessions: logout revokes the calling token by its id until it would have expired (rows past
// their expiry are pruned on the way); "sign out everywhere" and password changes refuse every token
// issued before them through the user's `tokensValidAfter`. Both are read by the auth plugin on every
// request, in every process.
import { eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { revokedTokens, users } from '../../db/schema';
import type { AccessClaims } from '../../lib/tokens';

/** Revokes one access token (logout). */
export async function endSession(db: DbOrTx, claims: AccessClaims): Promise<void> {
  await db
    .insert(revokedTokens)
    .values({ tokenId: claims.tokenId, userId: claims.userId, expiresAt: new Date(claims.expiresAtMs) })
    .onConflictDoNothing();
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now()`));
}

/**
 * Refuses every access token of the user issued until now (sign out everywhere). The instant comes from
 * the app's clock, the one token times come from.
 */
export async function endAllSessions(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokensValidAfter: new Date(), updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
