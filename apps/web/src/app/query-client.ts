// The TanStack Query client: no retries (apiRequest has already toasted the failure once) and
// data considered stale at once, so every list screen reads its first page afresh when it opens.
import { QueryClient } from '@tanstack/react-query';

/** Creates the app's query client (tests create a fresh one per render). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 0, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

let appClient: QueryClient | undefined;

/** The browser's one query client, created on first use (the signed-in layout provides it). */
export function appQueryClient(): QueryClient {
  appClient ??= createQueryClient();
  return appClient;
}
