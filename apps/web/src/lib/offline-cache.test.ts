// The offline API cache holds one user's answers: it is emptied whenever the session changes hands, and
// kept while the same user's session is only updated.
import type { SessionUser } from '@wortsmith/core';
import { describe, expect, it, vi } from 'vitest';
import { API_CACHE_NAME } from './offline-cache';
import { clearSession, setSession, updateSession } from './session';

const session = (userId: string): SessionUser => ({
  token: `token-${userId}`,
  user_id: userId,
  name: userId,
});

/** Cache Storage as the page sees it, reduced to the deletion the rule makes. */
function stubCaches() {
  const deleted = vi.fn(async (_name: string) => true);
  vi.stubGlobal('caches', { delete: deleted });
  return deleted;
}

describe('the offline API cache', () => {
  it('is emptied when a user signs in, and kept while their session is updated', async () => {
    const deleted = stubCaches();
    setSession(session('ann'));
    await vi.waitFor(() => expect(deleted).toHaveBeenCalledWith(API_CACHE_NAME));
    deleted.mockClear();
    updateSession({ name: 'Ann Brewer' });
    setSession({ ...session('ann'), token: 'token-ann-2' });
    expect(deleted).not.toHaveBeenCalled();
  });

  it('is emptied on sign-out, and again when the next user signs in', async () => {
    const deleted = stubCaches();
    setSession(session('ann'));
    clearSession();
    await vi.waitFor(() => expect(deleted).toHaveBeenCalledTimes(2));
    setSession(session('bob'));
    await vi.waitFor(() => expect(deleted).toHaveBeenCalledTimes(3));
  });

  it('is emptied when another user signs in over a session', async () => {
    const deleted = stubCaches();
    setSession(session('ann'));
    setSession(session('bob'));
    await vi.waitFor(() => expect(deleted).toHaveBeenCalledTimes(2));
  });
});
