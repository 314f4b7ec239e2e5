// What a signed-in user does to their own account: update the profile, change the password (current
// password required; older tokens refused) and delete the account with everything it owns. Races end
// as 404 (the account is gone) or 409 (the password changed meanwhile), never as a 500.
import { ACCOUNT_MESSAGES, DEFAULT_EQUIPMENT_MESSAGE, type UserUpdateInput } from '@wortsmith/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { equipments, users } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import type { AccessClaims } from '../../lib/tokens';
import { readableOwners } from '../../policies/catalogue-item';
import { authorizeDeleteWithoutPassword } from '../../policies/user';
import type { LoginThrottle } from './login-throttle';
import { findUserById, type UserRow } from './repository';

/** Who is asking: the signed-in user, their token and their address (for the login throttle). */
export interface Caller {
  userId: string;
  token: AccessClaims;
  address: string;
}

/** Applies a profile update (name, brewery, weight unit, preferences); returns the updated row. */
export async function updateProfile(
  ctx: AppContext,
  userId: string,
  input: UserUpdateInput,
): Promise<UserRow> {
  const { name, brewery, defaultEquipmentId, setUp, ...choices } = input;
  const changes: Partial<typeof users.$inferInsert> = { ...choices };
  if (setUp) changes.setUpAt = sql`coalesce(${users.setUpAt}, now())` as unknown as Date;
  if (name !== undefined) changes.name = name.trim();
  if (brewery !== undefined) changes.brewery = brewery?.trim() || null;
  if (defaultEquipmentId !== undefined) changes.defaultEquipmentId = defaultEquipmentId;
  return ctx.db.transaction(async (tx) => {
    if (defaultEquipmentId) await lockVisibleEquipment(tx, userId, defaultEquipmentId);
    const [user] = await tx
      .update(users)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw new HttpError(404, ACCOUNT_MESSAGES.accountGone);
    return user;
  });
}

/**
 * Refuses (400, naming the field) an equipment id that is not one the user may read (their own or
 * official: policies/catalogue-item.ts), and holds the row against deletion until the update commits,
 * so a default never points at a deleted profile.
 */
async function lockVisibleEquipment(tx: DbOrTx, userId: string, equipmentId: string): Promise<void> {
  const [visible] = await tx
    .select({ id: equipments.id })
    .from(equipments)
    .where(and(eq(equipments.id, equipmentId), inArray(equipments.userId, readableOwners(userId))))
    .for('key share');
  if (!visible) throw new HttpError(400, DEFAULT_EQUIPMENT_MESSAGE);
}

/** The caller's row with a checked current password; a wrong one counts toward the login throttle. */
async function withCheckedPassword(
  ctx: AppContext,
  throttle: LoginThrottle,
  caller: Caller,
  password: string,
): Promise<UserRow & { passwordHash: string }> {
  const user = await findUserById(ctx.db, caller.userId);
  if (!user) throw new HttpError(404, ACCOUNT_MESSAGES.accountGone);
  if (!user.passwordHash) throw new HttpError(400, ACCOUNT_MESSAGES.noPassword);
  await throttle.attempt(user.email, caller.address);
  if (!(await ctx.passwords.verify(user.passwordHash, password))) {
    throw new HttpError(400, ACCOUNT_MESSAGES.wrongCurrentPassword);
  }
  await throttle.succeeded(user.email, caller.address);
  return { ...user, passwordHash: user.passwordHash };
}

/** Changes the caller's password; every token issued before is refused from now on. */
export async function updatePassword(
  ctx: AppContext,
  throttle: LoginThrottle,
  caller: Caller,
  currentPassword: string,
  password: string,
): Promise<void> {
  const user = await withCheckedPassword(ctx, throttle, caller, currentPassword);
  const passwordHash = await ctx.passwords.hash(password);
  // Only if the password is still the one just checked: a concurrent change wins, this one is a 409.
  const changed = await ctx.db
    .update(users)
    .set({ passwordHash, tokensValidAfter: new Date(), updatedAt: sql`now()` })
    .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
    .returning({ id: users.id });
  if (changed.length === 0) throw new HttpError(409, ACCOUNT_MESSAGES.changedMeanwhile);
}

/**
 * Deletes the caller's account and, by the schema's cascades, every row it owns (catalogue items,
 * recipes, mailed tokens, revoked tokens) in one statement, so one transaction. An account with a
 * password needs it; one without (Google only) needs a token from a Google sign-in at most
 * FRESH_SIGN_IN_MINUTES old. The address can register again at once.
 */
export async function deleteAccount(
  ctx: AppContext,
  throttle: LoginThrottle,
  caller: Caller,
  password: string | undefined,
): Promise<void> {
  const user = await findUserById(ctx.db, caller.userId);
  if (!user) throw new HttpError(404, ACCOUNT_MESSAGES.accountGone);
  if (user.passwordHash) {
    await withCheckedPassword(ctx, throttle, caller, password ?? '');
  } else {
    authorizeDeleteWithoutPassword(caller.token);
  }
  const deleted = await ctx.db.delete(users).where(eq(users.id, user.id)).returning({ id: users.id });
  if (deleted.length === 0) throw new HttpError(404, ACCOUNT_MESSAGES.accountGone);
}
