// The login screen: password login, the inline failure (no toast, no navigation), the ?token= sign-in
// and the outcomes PRODUCT.md sends back to it.
import { act, screen, waitFor } from '@testing-library/react';
import { ACCOUNT_MESSAGES } from '@wortsmith/core';
import { describe, expect, it, vi } from 'vitest';
import { rememberReturnPath } from '../../lib/return-path';
import { getSession } from '../../lib/session';
import { buildCurrentUser, buildLoginAnswer } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { foreignReply, reply, type StubCall, stubApi } from '../../test/stub-api';
import { LOGIN_OUTCOME_MESSAGES } from './LoginPage';

const me = buildCurrentUser({ user_id: 'user-7', name: 'Ada', brewery: null, weightUnit: 'oz' });

/** The calls of a sign-in, without the screen's question whether Google sign-in is offered. */
const signInCalls = (calls: StubCall[]) => calls.filter((call) => call.path !== '/api/users/sign-in-options');

describe('LoginPage', () => {
  it('logs in with e-mail and password, stores the me data plus the token and opens the recipes', async () => {
    const { calls } = stubApi({
      'POST /api/users/login': buildLoginAnswer('jwt-1'),
      'GET /api/users/me': me,
      'GET /api/recipes': [],
    });
    const { user, router } = renderApp({ route: '/' });
    await user.type(await screen.findByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/RecipeList'));
    const [login, current] = signInCalls(calls);
    expect(login?.body).toEqual({ email: 'ada@example.com', password: 'Secret123' });
    expect(login?.authorization).toBeNull();
    expect(current?.authorization).toBe('Bearer jwt-1');
    expect(getSession()).toEqual({ ...me, token: 'jwt-1' });
  });

  it('returns to the shared recipe whose "Sign in to copy" asked for the sign-in', async () => {
    stubApi({
      'POST /api/users/login': buildLoginAnswer('jwt-1'),
      'GET /api/users/me': me,
      'GET /api/shared/:token': reply(404, { message: 'gone' }),
    });
    const shared = `/shared/${'a'.repeat(43)}`;
    const { user, router } = renderApp({ route: '/' });
    rememberReturnPath(shared);
    rememberReturnPath('https://elsewhere.example/phish');
    await user.type(await screen.findByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(shared));
    // Open again, the page forgets it: the next sign-in opens the recipes.
    await waitFor(() => expect(sessionStorage.length).toBe(0));
  });

  it('shows a failed login under the fields, without a toast or navigation, and logs it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ 'POST /api/users/login': reply(401, { message: ACCOUNT_MESSAGES.loginFailed }) });
    const { user, router } = renderApp({ route: '/' });
    await user.type(await screen.findByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid e-mail or password.');
    expect(document.querySelector('.Toastify__toast')).toBeNull();
    expect(consoleError).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
    expect(getSession()).toBeNull();
  });

  it("shows the server's own reason, e.g. an account that still needs activation", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ 'POST /api/users/login': reply(403, { message: 'Activate your account first.' }) });
    const { user } = renderApp({ route: '/' });
    await user.type(await screen.findByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Activate your account first.');
  });

  it('counts an answer without a token as a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Not the server's answer (it always sends a token): what a proxy or another service might say.
    stubApi({ 'POST /api/users/login': foreignReply(200, {}) });
    const { user, router } = renderApp({ route: '/' });
    await user.type(await screen.findByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid e-mail or password.');
    expect(router.state.location.pathname).toBe('/');
  });

  it('asks for both fields before calling the server', async () => {
    const { calls } = stubApi({});
    const { user } = renderApp({ route: '/' });
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email Address is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(signInCalls(calls)).toHaveLength(0);
  });

  it('signs in with ?token=, removes the token from the address bar and opens the recipes', async () => {
    const { calls } = stubApi({ 'GET /api/users/me': me, 'GET /api/recipes': [] });
    const { router } = renderApp({ route: '/?token=google-jwt' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/RecipeList'));
    expect(router.state.location.search).toBe('');
    expect(signInCalls(calls)[0]?.authorization).toBe('Bearer google-jwt');
    expect(getSession()).toEqual({ ...me, token: 'google-jwt' });
    expect(await screen.findByRole('heading', { name: 'Recipes' })).toBeInTheDocument();
  });

  it('stays on the login screen when the token is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ 'GET /api/users/me': reply(401, { message: 'Invalid token' }) });
    const { router } = renderApp({ route: '/?token=stale' });
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(getSession()).toBeNull();
  });

  it('toasts the activation outcomes and explains an unavailable Google sign-in', async () => {
    stubApi({});
    renderApp({ route: '/?activated=1' });
    expect(await screen.findByText(LOGIN_OUTCOME_MESSAGES.activated)).toBeInTheDocument();
  });

  it('reports an invalid activation link', async () => {
    stubApi({});
    renderApp({ route: '/?activation=invalid' });
    expect(await screen.findByText(LOGIN_OUTCOME_MESSAGES.activationInvalid)).toBeInTheDocument();
  });

  it('explains when Google sign-in is not configured, and links the Google button to the backend', async () => {
    stubApi({});
    renderApp({ route: '/?error=google_unavailable' });
    expect(await screen.findByText(LOGIN_OUTCOME_MESSAGES.googleUnavailable)).toBeInTheDocument();
    // The sign-in options did not answer (not stubbed): the button shows, as SPEC §2.1 has it.
    expect(await screen.findByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
      'href',
      '/api/users/google/login',
    );
  });

  it('offers Google sign-in when the server is configured for it', async () => {
    stubApi({ 'GET /api/users/sign-in-options': { google: true } });
    renderApp({ route: '/' });
    expect(await screen.findByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
      'href',
      '/api/users/google/login',
    );
  });

  it('leaves Google sign-in out when the server is not configured for it', async () => {
    const { calls } = stubApi({ 'GET /api/users/sign-in-options': { google: false } });
    renderApp({ route: '/' });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(calls.map((call) => call.path)).toEqual(['/api/users/sign-in-options']));
    // The answer is in once the promises queued behind the call have run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('link', { name: 'Sign in with Google' })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create account' })).toBeInTheDocument();
  });

  it.each([
    ['google_failed', LOGIN_OUTCOME_MESSAGES.googleFailed],
    ['google_unverified', LOGIN_OUTCOME_MESSAGES.googleUnverified],
  ])('explains a Google sign-in that came back with %s', async (error, message) => {
    stubApi({});
    renderApp({ route: `/?error=${error}` });
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
