// The signed-in frame: the Inventory group's state across a reload, the active item, logout, the
// version label, /Main, /Changelog, the phone menu and what a 401 does to a signed-in screen.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getSession } from '../../lib/session';
import { renderApp } from '../../test/render';
import { reply, stubApi } from '../../test/stub-api';
import { INVENTORY_STORAGE_KEY } from './inventory-state';

describe('AppLayout', () => {
  it('keeps the Inventory group open across a reload in the same session', async () => {
    stubApi({});
    const first = renderApp({ route: '/Main', session: true });
    const trigger = await screen.findByRole('button', { name: 'Inventory' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Fermentables' })).not.toBeInTheDocument();
    await first.user.click(trigger);
    expect(screen.getByRole('link', { name: 'Fermentables' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(INVENTORY_STORAGE_KEY)).toBe('true');
    first.unmount();

    const second = renderApp({ route: '/Main' });
    expect(await screen.findByRole('link', { name: 'Hops' })).toBeInTheDocument();
    await second.user.click(screen.getByRole('button', { name: 'Inventory' }));
    expect(screen.queryByRole('link', { name: 'Hops' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(INVENTORY_STORAGE_KEY)).toBe('false');
  });

  it('highlights the current screen, also on its add and edit screens', async () => {
    window.sessionStorage.setItem(INVENTORY_STORAGE_KEY, 'true');
    stubApi({ 'GET /api/hops': [] });
    const { router } = renderApp({ route: '/HopList', session: true });
    expect(await screen.findByRole('link', { name: 'Hops' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Recipes' })).not.toHaveAttribute('aria-current');
    await router.navigate('/Hops/new');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Hops' })).toHaveAttribute('aria-current', 'page'),
    );
  });

  it('logs out: clears the session, closes and forgets the Inventory group, returns to /', async () => {
    window.sessionStorage.setItem(INVENTORY_STORAGE_KEY, 'true');
    stubApi({});
    const { user, router } = renderApp({ route: '/Main', session: true });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getSession()).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.sessionStorage.getItem(INVENTORY_STORAGE_KEY)).toBeNull();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows only the product name on /Main, with the sidebar and its version label', async () => {
    stubApi({});
    renderApp({ route: '/Main', session: true });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^Wortsmith$/);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByText('v1.3.0-beta')).toBeInTheDocument();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Wortsmith',
      'Alerts',
      'Equipments',
      'Recipes',
      'Library',
      'Batches',
      'Devices',
      'Tools',
      'Settings',
      'Changelog',
    ]);
  });

  it('lists the four releases newest first on /Changelog', async () => {
    stubApi({});
    renderApp({ route: '/Changelog', session: true });
    expect(await screen.findByRole('heading', { name: 'Changelog' })).toBeInTheDocument();
    const versions = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(versions).toEqual(['v1.3.0', 'v1.2.0', 'v1.1.0', 'v1.0.0']);
    expect(screen.getByText('Aug 23, 2025')).toBeInTheDocument();
    expect(
      screen.getByText('faster data communication layer; stronger, standards-based authentication.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Aug 07, 2025')).toBeInTheDocument();
  });

  it('sends the user to / with the session-expired message when the server answers 401', async () => {
    stubApi({ 'GET /api/hops': reply(401, { message: 'jwt expired' }) });
    const { router } = renderApp({ route: '/HopList', session: true });
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getSession()).toBeNull();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('puts the navigation behind a Menu button on phones', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width: 760px'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    stubApi({ 'GET /api/recipes': [] });
    const { user, router } = renderApp({ route: '/Main', session: true });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Navigation' });
    await user.click(within(dialog).getByRole('link', { name: 'Recipes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/RecipeList'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
