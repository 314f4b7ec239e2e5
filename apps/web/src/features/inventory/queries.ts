// Server state of the brewery's stock (issue 33), reads: the key factory, one `queryOptions` factory per
// read and the fallback message of every stock call. Writes are in mutations.ts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShoppingListLine, StockChange, StockKind, StockLine } from '@wortsmith/core';
import { apiRequest } from '../../lib/api';

/** Query keys of the stock; invalidate `stockKeys.all` after a write (the shopping list reads stock too). */
export const stockKeys = {
  all: ['stock'] as const,
  list: () => ['stock', 'list'] as const,
  history: (kind: StockKind, itemId: string) => ['stock', 'history', kind, itemId] as const,
  shopping: (body: ShoppingListBody) => ['stock', 'shopping', body] as const,
};

/** The fallback message of each stock call (SPEC §8's pattern). */
export const STOCK_FALLBACKS = {
  list: 'Error loading the stock',
  history: 'Error loading the history',
  save: 'Error saving the stock',
  adjust: 'Error changing the stock',
  shopping: 'Error making the shopping list',
} as const;

/** `POST /api/shopping-list`'s body: recipes with a number of batches each, and planned batches. */
export interface ShoppingListBody {
  recipes: { id: string; batches: number }[];
  batchIds: string[];
}

/** The API path of one stock line. */
export const stockLinePath = (kind: StockKind, itemId: string) =>
  `/api/inventory/${encodeURIComponent(kind)}/${encodeURIComponent(itemId)}`;

/** The stock reads, as options for useQuery, fetchQuery or prefetchQuery. */
export const stockQueries = {
  /** Everything in stock: GET /api/inventory; `quiet` toasts no error (a screen that says so itself). */
  list: ({ quiet = false }: { quiet?: boolean } = {}) =>
    queryOptions({
      queryKey: stockKeys.list(),
      queryFn: ({ signal }) =>
        apiRequest<StockLine[]>('/api/inventory', {
          fallback: STOCK_FALLBACKS.list,
          signal,
          toastError: !quiet,
        }),
    }),
  /** One item's changes, newest first: GET /api/inventory/{kind}/{itemId}/history. */
  history: (kind: StockKind, itemId: string) =>
    queryOptions({
      queryKey: stockKeys.history(kind, itemId),
      queryFn: ({ signal }) =>
        apiRequest<StockChange[]>(`${stockLinePath(kind, itemId)}/history`, {
          fallback: STOCK_FALLBACKS.history,
          signal,
        }),
    }),
  /** What the chosen recipes and planned batches need, less what is in stock: POST /api/shopping-list. */
  shopping: (body: ShoppingListBody) =>
    queryOptions({
      queryKey: stockKeys.shopping(body),
      queryFn: ({ signal }) =>
        apiRequest<{ lines: ShoppingListLine[] }>('/api/shopping-list', {
          method: 'POST',
          body,
          fallback: STOCK_FALLBACKS.shopping,
          signal,
        }).then((answer) => answer.lines),
    }),
};

/** Everything in stock. */
export function useStock() {
  return useQuery(stockQueries.list());
}

/** One item's history, newest first. */
export function useStockHistory(kind: StockKind, itemId: string) {
  return useQuery(stockQueries.history(kind, itemId));
}

/** The shopping list of `body`; idle while nothing is chosen. */
export function useShoppingList(body: ShoppingListBody) {
  const chosen = body.recipes.length > 0 || body.batchIds.length > 0;
  return useQuery({ ...stockQueries.shopping(body), enabled: chosen });
}
