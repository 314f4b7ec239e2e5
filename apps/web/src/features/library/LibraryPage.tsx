// /Library: the recipes the brewers of this instance published (issue 36), newest or most copied first,
// searched by name or style and filtered by style and type, 24 at a time with "Load more". Each card
// opens the recipe, to read it and copy it.
import { useMemo, useState } from 'react';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { SkeletonRows } from '../../components/Skeleton';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import listStyles from '../lists/List.module.css';
import type { LibraryFilters as Filters } from '../sharing/answers';
import styles from './Library.module.css';
import { LibraryCard } from './LibraryCard';
import { LibraryFilters } from './LibraryFilters';
import { useLibrary } from './queries';

/** Said when nothing is published yet, and when nothing matches the search. */
export const LIBRARY_EMPTY = {
  nothing:
    'Nothing is published yet. To share a recipe with the club, open it, choose Share and tick “Publish to this club’s library”.',
  noMatch: 'No published recipe matches. Try another search or fewer filters.',
} as const;

/** The library screen. */
export function LibraryPage() {
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<Omit<Filters, 'searchTerm'>>({ style: '', type: '', sort: 'newest' });
  const searchTerm = useDebouncedValue(term.trim());
  const filters = useMemo(() => ({ searchTerm, ...chosen }), [searchTerm, chosen]);
  const library = useLibrary(filters);
  const entries = library.data?.pages.flatMap((page) => page.items);
  const filtered = Boolean(searchTerm || chosen.style || chosen.type);
  return (
    <>
      <PageHeader title="Library" />
      <p className={styles.intro}>
        Recipes the brewers of this club have published. Open one to read it; copy it to brew your own.
      </p>
      <LibraryFilters term={term} onTermChange={setTerm} filters={chosen} onFiltersChange={setChosen} />
      <div
        className={listStyles.results}
        aria-busy={term.trim() !== searchTerm || (library.isFetching && !library.isFetchingNextPage)}
      >
        {entries === undefined ? (
          library.isError ? (
            <p className={styles.empty} role="status">
              The library could not be loaded.
            </p>
          ) : (
            <SkeletonRows />
          )
        ) : entries.length === 0 ? (
          <p className={styles.empty} role="status">
            {filtered ? LIBRARY_EMPTY.noMatch : LIBRARY_EMPTY.nothing}
          </p>
        ) : (
          <ul className={styles.cards} aria-label="Published recipes">
            {entries.map((entry) => (
              <LibraryCard key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
        {library.hasNextPage && (
          <div className={styles.more}>
            <Button
              variant="secondary"
              pending={library.isFetchingNextPage}
              onClick={() => void library.fetchNextPage()}
            >
              Load more
            </Button>
          </div>
        )}
      </div>
    </>
  );
}
