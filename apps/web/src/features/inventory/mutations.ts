// Stock writes (TanStack Query mutations): set a line (its amount, lots and low mark) and change it by an
// amount (bought, used, a correction). Each refreshes every stock read (the list, the history, the shopping
// list) and toasts its success; errors are toasted by the request helper and thrown to the form.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StockAdjustment, StockKind, StockLine, StockLineBody } from '@wortsmith/core';
import { apiRequest } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { STOCK_FALLBACKS, stockKeys, stockLinePath } from './queries';

/** Which line a write is for. */
export interface StockLineRef {
  kind: StockKind;
  itemId: string;
}

/** Sets a line: PUT /api/inventory/{kind}/{itemId}; toasts "Stock saved.". */
export function useSaveStockLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, itemId, body }: StockLineRef & { body: StockLineBody }) =>
      apiRequest<StockLine>(stockLinePath(kind, itemId), {
        method: 'PUT',
        body,
        fallback: STOCK_FALLBACKS.save,
        toastError: false,
      }),
    onSuccess: () => {
      notifySuccess('Stock saved.');
      return queryClient.invalidateQueries({ queryKey: stockKeys.all });
    },
  });
}

/** Changes a line by an amount: POST /api/inventory/{kind}/{itemId}/adjustments; toasts "Stock updated.". */
export function useAdjustStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, itemId, body }: StockLineRef & { body: StockAdjustment }) =>
      apiRequest<StockLine>(`${stockLinePath(kind, itemId)}/adjustments`, {
        method: 'POST',
        body,
        fallback: STOCK_FALLBACKS.adjust,
        toastError: false,
      }),
    onSuccess: () => {
      notifySuccess('Stock updated.');
      return queryClient.invalidateQueries({ queryKey: stockKeys.all });
    },
  });
}
