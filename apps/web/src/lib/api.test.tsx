// The SPEC §8 common rule as the user sees it: which message is toasted, the 401 override that ends
// the session, the login-style silent failure, and the bearer token on every call.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildHop } from '../test/fixtures';
import { renderWithProviders, TEST_SESSION } from '../test/render';
import { foreignReply, reply, stubApi } from '../test/stub-api';
import { ApiError, apiPage, apiRequest, SESSION_EXPIRED_MESSAGE } from './api';
import { getSession, setSession } from './session';

function mountToasts() {
  return renderWithProviders(<p>screen</p>);
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('apiRequest', () => {
  it('sends the session token and returns the JSON body', async () => {
    setSession(TEST_SESSION);
    const { calls } = stubApi({ 'GET /api/hops': [buildHop()] });
    await expect(apiRequest('/api/hops', { fallback: 'Error loading hops' })).resolves.toEqual([buildHop()]);
    expect(calls[0]?.authorization).toBe('Bearer test-token');
  });

  it.each([
    [
      'the response message',
      { message: 'Name must not be empty.', error: 'Bad Request' },
      'Name must not be empty.',
    ],
    ['the response error', { error: 'Upstream failed' }, 'Upstream failed'],
    ['the per-call fallback', undefined, 'Error loading hops'],
  ])('toasts %s', async (_case, body, expected) => {
    setSession(TEST_SESSION);
    mountToasts();
    // The rule reads other servers' bodies too (`error`, Fastify's default error shape).
    stubApi({ 'GET /api/hops': foreignReply(500, body) });
    const error = await failureOf(apiRequest('/api/hops', { fallback: 'Error loading hops' }));
    expect(error.message).toBe(expected);
    expect(await screen.findByText(expected)).toBeInTheDocument();
  });

  it('uses the client error message when the request never reaches the server', async () => {
    mountToasts();
    stubApi({ 'GET /api/hops': () => Promise.reject(new TypeError('Failed to fetch')) });
    const error = await failureOf(apiRequest('/api/hops', { fallback: 'Error loading hops' }));
    expect(error.message).toBe('Failed to fetch');
    expect(await screen.findByText('Failed to fetch')).toBeInTheDocument();
  });

  it('turns a 401 into the session-expired message and ends the session', async () => {
    setSession(TEST_SESSION);
    mountToasts();
    stubApi({ 'GET /api/hops': reply(401, { message: 'Unauthorized' }) });
    const error = await failureOf(apiRequest('/api/hops', { fallback: 'Error loading hops' }));
    expect(error.message).toBe(SESSION_EXPIRED_MESSAGE);
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it("shows the session-expired message as is, whatever the call's formatter", async () => {
    setSession(TEST_SESSION);
    mountToasts();
    stubApi({ 'GET /api/yeasts/search': reply(401, { message: 'Unauthorized' }) });
    const error = await failureOf(
      apiRequest('/api/yeasts/search', {
        query: { searchTerm: 'us' },
        fallback: 'Error searching yeasts',
        formatMessage: (detail) => `Error: ${detail}`,
      }),
    );
    expect(error.message).toBe(SESSION_EXPIRED_MESSAGE);
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(`Error: ${SESSION_EXPIRED_MESSAGE}`)).not.toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it('shows no toast when the caller opts out', async () => {
    mountToasts();
    stubApi({ 'POST /api/users/login': reply(401, { message: 'Invalid e-mail or password.' }) });
    const error = await failureOf(
      apiRequest('/api/users/login', {
        method: 'POST',
        body: {},
        auth: false,
        toastError: false,
        fallback: 'x',
      }),
    );
    expect(error.message).toBe('Invalid e-mail or password.');
    expect(screen.queryByText('Invalid e-mail or password.')).not.toBeInTheDocument();
  });
});

describe('apiPage', () => {
  it('reads a page and its headers: the next cursor and the whole count, 1000+ as more than 1,000', async () => {
    setSession(TEST_SESSION);
    const hops = Array.from({ length: 1001 }, (_, i) => buildHop({ id: `h${i}` }));
    stubApi({ 'GET /api/hops': hops });
    const first = await apiPage('/api/hops', { query: { limit: '500' }, fallback: 'Error loading hops' });
    expect(first).toMatchObject({ nextCursor: 'stub-500', totalCount: 1001 });
    expect(first.items).toHaveLength(500);
    const next = await apiPage('/api/hops', {
      query: { limit: '500', cursor: 'stub-1000' },
      fallback: 'Error loading hops',
    });
    expect(next).toEqual({ items: [hops[1000]], nextCursor: null, totalCount: null });
  });
});
