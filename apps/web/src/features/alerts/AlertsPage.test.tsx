// The header's alerts button (its unread count in its name, asked again every minute and when the
// window regains focus) and /Alerts: newest first, unread marked, batch links, mark read, unread, all.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAlert } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { reply, type StubCall, stubApi } from '../../test/stub-api';
import type { AlertList } from './queries';

const older = buildAlert({
  id: 'a1',
  kind: 'battery',
  message: 'Blue iSpindel’s battery is at 3.4 V.',
  createdAt: '2026-11-20T08:00:00.000Z',
  batch: { id: 'b3', number: 3, name: 'Winter Stout' },
});
const newer = buildAlert({ id: 'a2', createdAt: '2026-11-21T08:00:00.000Z' });

/** A stub of the alert routes over `alerts`, answering the count as the server does. */
function stubAlerts(alerts = [older, newer]) {
  let list = alerts.map((alert) => ({ ...alert }));
  const answer = (): AlertList => ({ unread: list.filter((a) => !a.read).length, alerts: list });
  return stubApi({
    'GET /api/alerts': answer,
    'PUT /api/alerts/:id': (call: StubCall) => {
      const { read } = call.body as { read: boolean };
      list = list.map((alert) => (alert.id === call.params.id ? { ...alert, read } : alert));
      return { unread: answer().unread };
    },
    'POST /api/alerts/read': () => {
      list = list.map((alert) => ({ ...alert, read: true }));
      return { unread: 0 };
    },
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Alerts', () => {
  it('shows the unread count on the header button and opens /Alerts, newest first', async () => {
    stubAlerts();
    const { user, router } = renderApp({ route: '/Main', session: true });
    await user.click(await screen.findByRole('link', { name: 'Alerts, 2 unread' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Alerts'));
    const list = await screen.findByRole('list', { name: 'Alerts' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Unread: Fermentation finished',
      'Unread: Battery low',
    ]);
    expect(within(items[1]!).getByRole('link', { name: '#3 Winter Stout' })).toHaveAttribute(
      'href',
      '/Batches/b3',
    );
    expect(items[1]).toHaveTextContent('Blue iSpindel’s battery is at 3.4 V.');
    expect(screen.getByText('2 unread alerts.')).toBeInTheDocument();
  });

  it('marks one read and unread again, then all read; the header button follows', async () => {
    const { calls } = stubAlerts();
    const { user } = renderApp({ route: '/Alerts', session: true });
    const list = await screen.findByRole('list', { name: 'Alerts' });
    const battery = within(list).getAllByRole('listitem')[1]!;
    await user.click(within(battery).getByRole('button', { name: 'Mark read' }));
    expect(await screen.findByRole('link', { name: 'Alerts, 1 unread' })).toBeInTheDocument();
    expect(within(battery).getByRole('heading')).toHaveTextContent(/^Battery low$/);
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/alerts/a1',
      body: { read: true },
    });

    await user.click(within(battery).getByRole('button', { name: 'Mark unread' }));
    expect(await screen.findByRole('link', { name: 'Alerts, 2 unread' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('link', { name: 'Alerts' })).toBeInTheDocument();
    expect(screen.getByText('All read.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('asks again every minute and when the window regains focus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let alerts = [newer];
    stubApi({ 'GET /api/alerts': () => ({ unread: alerts.length, alerts }) });
    renderApp({ route: '/Main', session: true });
    expect(await screen.findByRole('link', { name: 'Alerts, 1 unread' })).toBeInTheDocument();

    alerts = [newer, { ...older }];
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByRole('link', { name: 'Alerts, 2 unread' })).toBeInTheDocument();

    alerts = [];
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByRole('link', { name: 'Alerts' })).toBeInTheDocument();
  });

  it('says an expired session, even when the header’s poll is the first call to find it', async () => {
    stubApi({ 'GET /api/alerts': reply(401, { message: 'Invalid or expired token' }) });
    const { router } = renderApp({ route: '/Main', session: true });
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says how alerts come when there are none', async () => {
    stubAlerts([]);
    renderApp({ route: '/Alerts', session: true });
    expect(await screen.findByText(/No alerts yet\. Turn alerts on for a batch/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });
});
