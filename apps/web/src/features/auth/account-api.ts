// The account calls of SPEC §7 with their SPEC §8 fallbacks. None of them sends the session's token
// except the current-user call, which is given the token it should use.
import type { CurrentUser, SessionUser } from '@wortsmith/core';
import { ApiError, apiRequest } from '../../lib/api';

/** SPEC §8 fallbacks and success messages of the account calls. */
export const ACCOUNT_MESSAGES = {
  meFailed: 'Failed to fetch user info.',
  registerFailed: 'User creation failed, please try again later.',
  resetFailed: 'Error sending reset email.',
  changeFailed: 'Error changing password.',
  registered:
    'An email with an activation code has been sent. Please check your inbox and activate your account.',
  resetSent: 'Email sent successfully. Check your inbox for a reset link.',
  passwordChanged: 'Password changed successfully.',
  loginFailed: 'Invalid e-mail or password.',
} as const;

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

/** POST /api/users (registration). */
export function registerAccount(body: {
  name: string;
  email: string;
  brewery?: string | null;
  password: string;
}) {
  return apiRequest<unknown>('/api/users', {
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

/** POST /api/users/changePassword. */
export function changePassword(token: string, password: string) {
  return apiRequest<unknown>('/api/users/changePassword', {
    method: 'POST',
    body: { token, password },
    auth: false,
    fallback: ACCOUNT_MESSAGES.changeFailed,
  });
}

/** The inline login failure text (PRODUCT.md): the server's message, else "Invalid e-mail or password.". */
export function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.data && typeof error.data === 'object') {
    const { message, error: detail } = error.data as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof detail === 'string' && detail) return detail;
  }
  return ACCOUNT_MESSAGES.loginFailed;
}
