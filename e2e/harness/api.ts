// Thin REST helpers the journeys use to set up data quickly (SPEC §7), outside the screens under test.
import { randomUUID } from 'node:crypto';
import type { CurrentUser, SessionUser } from '@wortsmith/core';
import type { Mailbox } from './mailbox';

/** A password that satisfies SPEC §5's rule. */
export const GOOD_PASSWORD = 'Brewing2025';

/** An activated account with a token, ready to be put into the browser's session. */
export interface TestUser {
  name: string;
  email: string;
  password: string;
  token: string;
  me: CurrentUser;
  /** The local-storage `user` record the web app keeps (SPEC §3). */
  session: SessionUser;
}

/** A fresh e-mail address no other test uses. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Calls the API; throws with the status and body on anything but 2xx. */
export async function apiCall<T>(
  baseURL: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Logs in through the API and returns the access token. */
export async function apiLogin(baseURL: string, email: string, password: string): Promise<string> {
  const body = await apiCall<{ access_token?: string; token?: string }>(baseURL, 'POST', '/api/users/login', {
    body: { email, password },
  });
  const token = body.access_token ?? body.token;
  if (!token) throw new Error('login answered without a token');
  return token;
}

/** Follows the activation link of the newest activation mail sent to `email`. */
export async function activateFromMail(mailbox: Mailbox, email: string): Promise<void> {
  const mail = await mailbox.waitFor(email, /activat/i);
  const link = mailbox.linkIn(mail, /\/api\/users\/activate\?code=/);
  const res = await fetch(link, { redirect: 'manual' });
  const location = res.headers.get('location') ?? '';
  if (!location.includes('activated=1')) throw new Error(`activation answered ${res.status} ${location}`);
}

/**
 * Registers an account through the API, activates it via the captured mail (none when `mailbox` is null:
 * a server with ACCOUNT_ACTIVATION=off activates accounts itself), logs in, and sets it up.
 */
export async function createUser(
  baseURL: string,
  mailbox: Mailbox | null,
  options: { name?: string; tag?: string; email?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail(options.tag ?? 'brewer');
  const name = options.name ?? 'Test Brewer';
  await apiCall(baseURL, 'POST', '/api/users', {
    body: { name, email, brewery: 'E2E Brewhouse', password: GOOD_PASSWORD },
  });
  if (mailbox) await activateFromMail(mailbox, email);
  const token = await apiLogin(baseURL, email, GOOD_PASSWORD);
  // A returning brewer: "Set up your brewery" is done (journeys 1 and 3 meet it as new accounts do).
  const me = await apiCall<CurrentUser>(
    baseURL,
    'PUT',
    `/api/users/${(await apiCall<CurrentUser>(baseURL, 'GET', '/api/users/me', { token })).user_id}`,
    {
      token,
      body: { setUp: true },
    },
  );
  return { name, email, password: GOOD_PASSWORD, token, me, session: { ...me, token } };
}
