// The account calls of SPEC §7 with their SPEC §8 fallbacks, and those of the signed-in user's own
// account (password, sessions, export, deletion). The texts live once, in the core's ACCOUNT_MESSAGES.
// Registration, login and the reset calls send no session token; the current-user call is given the
// token it should use.
import {
  ACCOUNT_MESSAGES,
  type CurrentUser,
  type LoginResponse,
  type SessionUser,
  type UserUpdateInput,
} from '@wortsmith/core';
import { ApiError, apiRequest } from '../../lib/api';
import { clearSession, getSession } from '../../lib/session';

/** GET /api/users/me with `token`; returns the session record (the me data plus the token). */
export async function fetchSessionUser(token: string, toastError = true): Promise<SessionUser> {
  const me = await apiRequest<CurrentUser>('/api/users/me', {
    token,
    fallback: ACCOUNT_MESSAGES.meFailed,
    toastError,
  });
  return { ...me, token };
}

/**
 * POST /api/users/login, then the current user with the returned token (SPEC §7). No toasts: login
 * failures are shown inline. A response without a token counts as a failure.
 */
export async function logIn(email: string, password: string): Promise<SessionUser> {
  const answer = await apiRequest<{ token?: string; access_token?: string } | undefined>('/api/users/login', {
    method: 'POST',
    body: { email, password },
    auth: false,
    toastError: false,
    fallback: ACCOUNT_MESSAGES.loginFailed,
  });
  const token = answer?.token ?? answer?.access_token;
  if (!token) throw new ApiError(ACCOUNT_MESSAGES.loginFailed, 200, answer);
  return fetchSessionUser(token, false);
}

/**
 * POST /api/users (registration). The answer says what happened: with activation on (SPEC §4) the
 * activation e-mail was sent; with it off (ACCOUNT_ACTIVATION=off) the account is ready at once.
 */
export function registerAccount(body: {
  name: string;
  email: string;
  brewery?: string | null;
  password: string;
}) {
  return apiRequest<{ message?: string } | undefined>('/api/users', {
    method: 'POST',
    body,
    auth: false,
    fallback: ACCOUNT_MESSAGES.registerFailed,
  });
}

/** POST /api/users/sendPasswordResetEmail. */
export function sendPasswordResetEmail(email: string) {
  return apiRequest<unknown>('/api/users/sendPasswordResetEmail', {
    method: 'POST',
    body: { email },
    auth: false,
    fallback: ACCOUNT_MESSAGES.resetFailed,
  });
}

/** POST /api/users/changePassword (the e-mailed reset link). */
export function changePassword(token: string, password: string) {
  return apiRequest<unknown>('/api/users/changePassword', {
    method: 'POST',
    body: { token, password },
    auth: false,
    fallback: ACCOUNT_MESSAGES.changeFailed,
  });
}

/**
 * The inline login failure text: the request helper's message (SPEC §8's rule, resolved with the login
 * fallback "Invalid e-mail or password."), or that fallback for anything that is not an API failure.
 */
export function loginFailureMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : ACCOUNT_MESSAGES.loginFailed;
}

/**
 * Logout: forgets the session in this browser at once and asks the server to end its token, so a copy
 * of it is refused from then on. A failure there changes nothing for the user, who is signed out here.
 */
export function logOut(): void {
  const token = getSession()?.token;
  clearSession();
  if (!token) return;
  apiRequest<unknown>('/api/users/logout', {
    method: 'POST',
    token,
    toastError: false,
    fallback: ACCOUNT_MESSAGES.sessionInvalid,
  }).catch(() => undefined);
}

const ownPath = (suffix = '') => `/api/users/${encodeURIComponent(getSession()?.user_id ?? '')}${suffix}`;

/** PUT /api/users/{id} with profile fields; returns the updated current user. */
export function updateProfile(body: UserUpdateInput) {
  return apiRequest<CurrentUser>(ownPath(), { method: 'PUT', body, fallback: ACCOUNT_MESSAGES.updateFailed });
}

/** PUT /api/users/{id}/password; returns the new token (every older one is refused). */
export function updatePassword(currentPassword: string, password: string) {
  return apiRequest<LoginResponse & { message: string }>(ownPath('/password'), {
    method: 'PUT',
    body: { currentPassword, password },
    fallback: ACCOUNT_MESSAGES.changeFailed,
  });
}

/** POST /api/users/logoutEverywhere: every token of the user, this one included, is refused. */
export function logOutEverywhere() {
  return apiRequest<unknown>('/api/users/logoutEverywhere', {
    method: 'POST',
    fallback: ACCOUNT_MESSAGES.signOutFailed,
  });
}

/** GET /api/users/me/export: the whole account as one JSON document. */
export function fetchAccountExport() {
  return apiRequest<{ exportedAt: string }>('/api/users/me/export', {
    fallback: ACCOUNT_MESSAGES.exportFailed,
  });
}

/** What an account import adds (or would add) and what it finds already there (docs/account-export.md). */
export interface AccountImportCounts {
  added: Record<AccountImportKind | 'readings', number>;
  skipped: Record<AccountImportKind, number>;
  preferences: boolean;
}
export type AccountImportKind =
  | 'equipments'
  | 'fermentables'
  | 'hops'
  | 'miscs'
  | 'yeasts'
  | 'waters'
  | 'recipes'
  | 'batches';

/**
 * POST /api/users/me/import with an account export file as it is (the server reads it); `preview`
 * answers what would be added and saves nothing. Errors are shown in the dialog, not toasted.
 */
export function importAccount(file: Blob, preview: boolean) {
  return apiRequest<AccountImportCounts>('/api/users/me/import', {
    method: 'POST',
    body: new Blob([file], { type: 'application/octet-stream' }),
    ...(preview ? { query: { preview: '1' } } : {}),
    fallback: 'Error importing your data',
    toastError: false,
  });
}

/** DELETE /api/users/{id} with the password (none for a Google-only account). */
export function deleteAccount(password: string | undefined) {
  return apiRequest<unknown>(ownPath(), {
    method: 'DELETE',
    body: password ? { password } : {},
    fallback: ACCOUNT_MESSAGES.deleteFailed,
  });
}
