// Server state for the signed-in area. It lives in the signed-in area's chunk rather than the entry,
// so the login screen does not download TanStack Query; a provider already above (tests) is kept.
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { appQueryClient } from './query-client';

/** Provides the app's query client unless one is provided already. */
export function ServerStateProvider({ children }: { children: ReactNode }) {
  const existing = useContext(QueryClientContext);
  if (existing) return children;
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}
