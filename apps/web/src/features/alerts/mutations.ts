// Alert writes: mark one read or unread, mark all read. Each keeps the cached list and its unread count
// in step with the answer at once (the badge changes with the click), then refreshes it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { ALERT_FALLBACKS, type AlertList, alertKeys } from './queries';

/** Marks the alert `id` read or unread: PUT /api/alerts/{id}. */
export function useMarkAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      apiRequest<{ unread: number }>(`/api/alerts/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: { read },
        fallback: ALERT_FALLBACKS.mark,
      }),
    onSuccess: ({ unread }, { id, read }) => {
      queryClient.setQueryData<AlertList>(
        alertKeys.list(),
        (list) =>
          list && {
            unread,
            alerts: list.alerts.map((alert) => (alert.id === id ? { ...alert, read } : alert)),
          },
      );
      return queryClient.invalidateQueries({ queryKey: alertKeys.all });
    },
  });
}

/** Marks every alert read: POST /api/alerts/read. */
export function useMarkAllAlertsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ unread: number }>('/api/alerts/read', {
        method: 'POST',
        fallback: ALERT_FALLBACKS.markAll,
      }),
    onSuccess: () => {
      queryClient.setQueryData<AlertList>(
        alertKeys.list(),
        (list) => list && { unread: 0, alerts: list.alerts.map((alert) => ({ ...alert, read: true })) },
      );
      return queryClient.invalidateQueries({ queryKey: alertKeys.all });
    },
  });
}
