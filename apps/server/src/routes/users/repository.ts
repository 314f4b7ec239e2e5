// Queries on users and their single-use tokens (stored as sha256 hashes).
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users, userTokens } from '../../db/schema';
import { hashToken } from '../../lib/tokens';

export type UserRow = typeof users.$inferSelect;
export type TokenPurpose = 'activation' | 'reset';

/** The user with this e-mail address, case-insensitively. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return rows[0];
}

/** The user with this id. */
export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** Stores the hash of a new single-use token valid for `ttlMs`. */
export async function createUserToken(
  db: DbOrTx,
  userId: string,
  purpose: TokenPurpose,
  token: string,
  ttlMs: number,
): Promise<void> {
  await db
    .insert(userTokens)
    .values({ userId, purpose, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) });
}

/** Marks an unused, unexpired token as used and returns its user id; undefined when it is not valid. */
export async function consumeUserToken(
  db: DbOrTx,
  purpose: TokenPurpose,
  token: string,
): Promise<string | undefined> {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: userTokens.userId });
  return rows[0]?.userId;
}

/** Invalidates every outstanding token of a purpose for a user (e.g. older reset links). */
export async function revokeUserTokens(db: DbOrTx, userId: string, purpose: TokenPurpose): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}
