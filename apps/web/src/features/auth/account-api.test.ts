// Logout ends the token on the server as well as in this browser, and the login failure text follows
// the request helper's message rule.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { getSession, setSession } from '../../lib/session';
import { TEST_SESSION } from '../../test/render';
import { reply, stubApi } from '../../test/stub-api';
import { loginFailureMessage, logOut } from './account-api';

describe('logOut', () => {
  it('forgets the session at once and asks the server to end its token', async () => {
    const { calls } = stubApi({ 'POST /api/users/logout': reply(204) });
    setSession(TEST_SESSION);
    logOut();
    expect(getSession()).toBeNull();
    await expect.poll(() => calls.length).toBe(1);
    expect(calls[0]).toMatchObject({ path: '/api/users/logout', authorization: 'Bearer test-token' });
  });
});

describe('loginFailureMessage', () => {
  it("is the helper's resolved message, else the login fallback", () => {
    expect(loginFailureMessage(new ApiError('Activate your account first.', 403, {}))).toBe(
      'Activate your account first.',
    );
    expect(loginFailureMessage(new Error('boom'))).toBe('Invalid e-mail or password.');
  });
});
