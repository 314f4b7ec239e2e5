// Account rules of PRODUCT.md: registration with e-mailed activation, login, profile updates, password
// reset by e-mail. Handlers call these; they throw HttpError for the expected failures.
import { ACCOUNT_MESSAGES } from '@wortsmith/core';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { HttpError, isUniqueViolation } from '../../lib/errors';
import { randomToken } from '../../lib/tokens';
import type { LoginThrottle } from './login-throttle';
import { activationMail, resetMail } from './mails';
import {
  consumeUserToken,
  createUserToken,
  findUserByEmail,
  revokeUserTokens,
  type UserRow,
} from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Creates an account; with activation on, mails the activation link. Returns the message to show. */
export async function register(
  ctx: AppContext,
  input: { name: string; email: string; brewery?: string | null; password: string },
): Promise<string> {
  const email = input.email.trim();
  if (await findUserByEmail(ctx.db, email)) throw new HttpError(409, ACCOUNT_MESSAGES.emailTaken);
  const activate = ctx.config.accountActivation === 'email';
  const passwordHash = await ctx.passwords.hash(input.password);
  const code = randomToken();
  let user: UserRow;
  try {
    user = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email,
          name: input.name.trim(),
          brewery: input.brewery?.trim() || null,
          passwordHash,
          active: !activate,
          // Not proven to be the address owner's until the activation (or a reset) link is followed.
          emailVerified: false,
        })
        .returning();
      if (activate) await createUserToken(tx, created!.id, 'activation', code, DAY_MS);
      return created!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, ACCOUNT_MESSAGES.emailTaken);
    throw error;
  }
  if (!activate) return ACCOUNT_MESSAGES.readyToLogIn;
  const link = `${ctx.config.appUrl}/api/users/activate?code=${encodeURIComponent(code)}`;
  try {
    await ctx.mailer.send(activationMail(email, user.name, link));
  } catch (error) {
    // Without the mail the account could never be activated: undo it so the address can register again.
    await ctx.db.delete(users).where(eq(users.id, user.id));
    throw Object.assign(new HttpError(503, ACCOUNT_MESSAGES.activationMailFailed), { cause: error });
  }
  return ACCOUNT_MESSAGES.registered;
}

/** Activates the account of a valid activation code; false when the code is unknown, used or expired. */
export async function activate(ctx: AppContext, code: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const userId = await consumeUserToken(tx, 'activation', code);
    if (!userId) return false;
    await tx
      .update(users)
      .set({ active: true, emailVerified: true, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return true;
  });
}

// A real argon2id hash of a random password: verifying against it when the address is unknown keeps
// the answer time of a wrong address like that of a wrong password.
let decoyHash: Promise<string> | undefined;

/**
 * Checks e-mail and password from the client's `address`, counted by the login throttle before the check
 * (429 when it must wait); returns the user or throws 401 (wrong) / 403 (not activated).
 */
export async function authenticate(
  ctx: AppContext,
  throttle: LoginThrottle,
  { email, password, address }: { email: string; password: string; address: string },
): Promise<UserRow> {
  await throttle.attempt(email, address);
  const user = await findUserByEmail(ctx.db, email);
  if (!user?.passwordHash || user.isSystem) {
    decoyHash ??= ctx.passwords.hash(randomToken());
    await ctx.passwords.verify(await decoyHash, password);
    throw new HttpError(401, ACCOUNT_MESSAGES.loginFailed);
  }
  if (!(await ctx.passwords.verify(user.passwordHash, password)))
    throw new HttpError(401, ACCOUNT_MESSAGES.loginFailed);
  await throttle.succeeded(email, address);
  if (!user.active) throw new HttpError(403, ACCOUNT_MESSAGES.notActivated);
  return user;
}

/** Mails a reset link when the address belongs to an account; silent otherwise. */
export async function sendPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.isSystem) return;
  const token = randomToken();
  await createUserToken(ctx.db, user.id, 'reset', token, HOUR_MS);
  const link = `${ctx.config.appUrl}/ChangePassword?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send(resetMail(user.email, user.name, link));
}

/** Sets a new password from a reset token; older access tokens and reset links stop working. */
export async function changePassword(ctx: AppContext, token: string, password: string): Promise<void> {
  const passwordHash = await ctx.passwords.hash(password);
  const changed = await ctx.db.transaction(async (tx) => {
    const userId = await consumeUserToken(tx, 'reset', token);
    if (!userId) return undefined;
    await revokeUserTokens(tx, userId, 'reset');
    // Following a mailed link proves the address, so a reset also activates a pending account.
    await tx
      .update(users)
      .set({
        passwordHash,
        active: true,
        emailVerified: true,
        tokensValidAfter: new Date(),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
    return userId;
  });
  if (!changed) throw new HttpError(400, ACCOUNT_MESSAGES.invalidReset);
}
