// The login screen at / and the guard and the catch-all: visitors and unknown paths end up on it.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';
import { stubApi } from '../test/stub-api';

describe('routing', () => {
  it('shows the login form at / in its first render, with no loading screen before it', () => {
    stubApi({});
    renderApp({ route: '/' });
    // No await: a lazily loaded login screen would show "Loading…" here (and React keeps a fallback
    // it has shown for 300 ms before replacing it).
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('sends a visitor who is not signed in from a signed-in route to /', async () => {
    stubApi({});
    const { router } = renderApp({ route: '/HopList' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('sends an unknown path to /', async () => {
    stubApi({});
    const { router } = renderApp({ route: '/no/such/page' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lets a signed-in user open a signed-in route', async () => {
    stubApi({});
    const { router } = renderApp({ route: '/Main', session: true });
    expect(await screen.findByText('Wortsmith', { selector: 'h1' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Main');
  });
});
