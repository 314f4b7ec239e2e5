// Server state of the brewer's alerts (TanStack Query): the list with its unread count, polled every
// minute and when the window regains focus (the header's badge), shared by the header and /Alerts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Alert } from '@wortsmith/core';
import { apiRequest } from '../../lib/api';

/** `GET /api/alerts`'s answer: the newest 100, newest first, and how many of all are unread. */
export interface AlertList {
  unread: number;
  alerts: Alert[];
}

/** Query keys of alerts. */
export const alertKeys = { all: ['alerts'] as const, list: () => ['alerts', 'list'] as const };

/** The fallback message of each alert call (SPEC §8's pattern). */
export const ALERT_FALLBACKS = {
  list: 'Error loading alerts',
  mark: 'Error marking the alert',
  markAll: 'Error marking the alerts read',
} as const;

/** How often the header asks for new alerts. */
export const ALERT_POLL_MS = 60_000;

/** The alert reads, as options for useQuery. */
export const alertQueries = {
  /**
   * GET /api/alerts, every minute and on focus. Quiet: a poll that fails (the shed's Wi-Fi) toasts
   * nothing, the badge keeps the last count and /Alerts says it could not load (an expired session is
   * still said: lib/api.ts).
   */
  list: () =>
    queryOptions({
      queryKey: alertKeys.list(),
      queryFn: ({ signal }) =>
        apiRequest<AlertList>('/api/alerts', { fallback: ALERT_FALLBACKS.list, signal, toastError: false }),
      refetchInterval: ALERT_POLL_MS,
      refetchOnWindowFocus: true,
    }),
};

/** The brewer's alerts and the unread count. */
export function useAlerts() {
  return useQuery(alertQueries.list());
}
