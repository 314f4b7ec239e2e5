// The one paged read behind every list the brewer browses (the list screens, the batch list, the add
// modals): GET `path`, or `path`/search?searchTerm= for a term, a page of PAGE_SIZE at a time by the
// server's cursor (TanStack Query's infinite query, keyed by the trimmed term), with the count the
// first page tells. The previous term's rows stay on screen while the next term's first page loads.
import {
  type InfiniteData,
  keepPreviousData,
  type QueryKey,
  useInfiniteQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { type ApiRequestOptions, apiPage, TOTAL_COUNT_CAP } from './api';

/**
 * Rows a page holds: the server's own page size (lib/paging.ts there), more than any screen shows at once,
 * which its pages bench times (a first page of 100 took 1 to 2 ms more). A list longer than one page is
 * virtualised (it grows as pages come).
 */
export const PAGE_SIZE = 50;

/** The SPEC §8 fallback (and any shaping of the message) of a call. */
export type CallMessages = Pick<ApiRequestOptions, 'fallback' | 'formatMessage'>;

/** Where a paged list comes from. */
export interface PagedListSource {
  /** The list route, e.g. `/api/hops`; its search is `${path}/search`. */
  path: string;
  /** More of the query every call sends (the readings table's `order=latest`). */
  query?: Record<string, string>;
  /**
   * Tried even when the browser says it is offline, for the service worker to answer with its last
   * answer (the batch screen's reads on brew day).
   */
  offlineFirst?: boolean;
  /** The query key of a trimmed term ('' for the whole list); keep it under the resource's list key. */
  key: (term: string) => QueryKey;
  /** The messages of the list's calls and of a search's. */
  list: CallMessages;
  search: CallMessages;
}

/** What the end of a paged list offers: the next page, on scroll or on request. */
export interface MoreRows {
  /** The server has another page. */
  hasMore: boolean;
  /** The next page is being read. */
  loading: boolean;
  /** The last attempt at the next page failed (it was toasted); it is tried again only on request. */
  failed: boolean;
  loadMore: () => void;
}

/** The rows read so far for a term, and the state of their reading. */
export interface PagedList<T> {
  /** Every row of the pages read so far; undefined until the first page is in. */
  items: T[] | undefined;
  /**
   * The term the rows shown answer ('' for the whole list): while a new term's first page is read,
   * the previous term's rows stay on screen, and say so.
   */
  shownTerm: string;
  /**
   * How many rows the list or search shown holds: the rows read once they are all there, else the
   * first page's count (above TOTAL_COUNT_CAP: more than it), if told.
   */
  count: number | null;
  isPending: boolean;
  /** The first page failed (what is shown, if anything, is an earlier answer's). */
  isError: boolean;
  /** A first page (a new term, a refresh) is being read; what is shown may be the previous answer. */
  isFetching: boolean;
  more: MoreRows;
}

/** The pages of `source` for `term` ('' or blank: the whole list). */
export function usePagedList<T>(source: PagedListSource, term: string): PagedList<T> {
  const searchTerm = term.trim();
  const query = useInfiniteQuery({
    queryKey: source.key(searchTerm),
    queryFn: async ({ pageParam, signal }) => {
      const page = await apiPage<T>(searchTerm ? `${source.path}/search` : source.path, {
        query: {
          ...source.query,
          ...(searchTerm ? { searchTerm } : {}),
          limit: String(PAGE_SIZE),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
        signal,
        ...(searchTerm ? source.search : source.list),
      });
      return { ...page, term: searchTerm };
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    ...(source.offlineFirst ? { networkMode: 'offlineFirst' as const } : {}),
  });
  // Leaving the list (or this term), only its first page is kept: coming back reads that page again, as
  // it reads every page kept, rather than every page scrolled through (the rest come again on scroll).
  const queryClient = useQueryClient();
  const keyText = JSON.stringify(source.key(searchTerm));
  useEffect(() => {
    const key = JSON.parse(keyText) as QueryKey;
    return () => {
      const { dataUpdatedAt } = queryClient.getQueryState(key) ?? {};
      queryClient.setQueryData<InfiniteData<unknown>>(
        key,
        (data) =>
          data && data.pages.length > 1
            ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) }
            : data,
        { updatedAt: dataUpdatedAt },
      );
    };
  }, [queryClient, keyText]);
  const { data, fetchNextPage, isFetchingNextPage, isFetchNextPageError, isPlaceholderData } = query;
  const items = useMemo(() => data?.pages.flatMap((page) => page.items), [data]);
  // Read from the rows shown (the previous term's too, while the next term's first page is read).
  const hasMore = Boolean(data?.pages.at(-1)?.nextCursor);
  const more = useMemo<MoreRows>(
    () => ({
      hasMore,
      // Rows shown that are about to be replaced are not extended.
      loading: isFetchingNextPage || isPlaceholderData,
      failed: isFetchNextPageError,
      loadMore: () => {
        void fetchNextPage({ cancelRefetch: false });
      },
    }),
    [hasMore, isFetchingNextPage, isPlaceholderData, isFetchNextPageError, fetchNextPage],
  );
  return {
    items,
    shownTerm: data?.pages[0]?.term ?? searchTerm,
    count: items && !hasMore ? items.length : (data?.pages[0]?.totalCount ?? null),
    // A failed next page keeps the rows read so far: only a failed first page is the list's failure.
    isPending: query.isPending,
    isError: query.isError && !isFetchNextPageError,
    isFetching: query.isFetching && !isFetchingNextPage,
    more,
  };
}

const counted = new Intl.NumberFormat('en-US');

/** "1 match", "37 matches", "More than 1,000 matches" (`one` and `many` name the rows). */
export function countText(count: number, one: string, many: string): string {
  if (count > TOTAL_COUNT_CAP) return `More than ${counted.format(TOTAL_COUNT_CAP)} ${many}`;
  return count === 1 ? `1 ${one}` : `${counted.format(count)} ${many}`;
}
