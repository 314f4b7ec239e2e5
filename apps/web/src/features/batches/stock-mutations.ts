// A batch and the brewery's stock (issue 33): take its ingredients on brew day (POST
// /api/batches/{id}/stock; the server takes once, whatever the clicks), put them back (DELETE), and take
// again after its ingredients changed (put back, then take). Each refreshes the batch and the stock.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StockTake } from '@wortsmith/core';
import { useRef } from 'react';
import { apiRequest } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { stockKeys } from '../inventory/queries';
import { batchKeys, batchPath } from './queries';

const FALLBACKS = { take: 'Error taking from stock', putBack: 'Error putting back into stock' } as const;

const take = (id: string) =>
  apiRequest<StockTake>(`${batchPath(id)}/stock`, { method: 'POST', fallback: FALLBACKS.take });
const putBack = (id: string) =>
  apiRequest<{ message: string }>(`${batchPath(id)}/stock`, {
    method: 'DELETE',
    fallback: FALLBACKS.putBack,
  });

type StockAction = 'take' | 'put back' | 'take again';

/**
 * The batch's stock actions: 'take', 'put back', or 'take again' (put back, then take). A second click
 * while one runs (a double click lands before the button is disabled) does nothing: the server would take
 * once anyway, the screen says it once.
 */
export function useBatchStock(id: string) {
  const queryClient = useQueryClient();
  const running = useRef(false);
  const mutation = useMutation({
    mutationFn: async (action: StockAction) => {
      if (action !== 'take') await putBack(id);
      if (action !== 'put back') await take(id);
      return action;
    },
    onSuccess: (action) => {
      notifySuccess(action === 'put back' ? 'Put back into stock.' : 'Taken from stock.');
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: batchKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: stockKeys.all }),
      ]);
      running.current = false;
    },
  });
  const run = (action: StockAction) => {
    if (running.current) return;
    running.current = true;
    mutation.mutate(action);
  };
  return { run, pending: mutation.isPending };
}
