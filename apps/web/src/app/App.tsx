// The providers a screen expects in tests: server state (TanStack Query) and toasts. In the browser,
// main.tsx renders the toasts and the signed-in area provides server state (see SignedInArea).
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastHost } from '../components/ToastHost';

/** Wraps a test's UI in a query client of its own and the toast container. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastHost />
    </QueryClientProvider>
  );
}
