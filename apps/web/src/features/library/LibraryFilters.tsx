// The library's search bar: a search box (name or style), the BJCP style, the recipe type and the order.
import { BEER_STYLES, LIBRARY_SORTS, type LibrarySort, RECIPE_TYPES, type RecipeType } from '@wortsmith/core';
import { SelectField } from '../../components/SelectField';
import { SearchBox } from '../lists/ListSearch';
import type { LibraryFilters as Filters } from '../sharing/answers';
import styles from './Library.module.css';

/** The words of each order. */
export const LIBRARY_SORT_LABELS: Readonly<Record<LibrarySort, string>> = {
  newest: 'Newest',
  copied: 'Most copied',
};

/** Props of LibraryFilters: the typed term (debounced by the screen), the filters, and their setter. */
export interface LibraryFiltersProps {
  term: string;
  onTermChange: (term: string) => void;
  filters: Omit<Filters, 'searchTerm'>;
  onFiltersChange: (filters: Omit<Filters, 'searchTerm'>) => void;
}

/** The search box and the three selects. */
export function LibraryFilters({ term, onTermChange, filters, onFiltersChange }: LibraryFiltersProps) {
  const set = (change: Partial<Omit<Filters, 'searchTerm'>>) => onFiltersChange({ ...filters, ...change });
  return (
    // biome-ignore lint/a11y/useSemanticElements: the test DOM (happy-dom) lacks <search>; a search-role form is equivalent
    <form className={styles.filters} role="search" onSubmit={(event) => event.preventDefault()}>
      <SearchBox
        className={styles.search}
        label="Search the library"
        placeholder="Search by name or style"
        term={term}
        onTermChange={onTermChange}
      />
      <SelectField
        id="library-style"
        label="Style"
        value={filters.style}
        onChange={(event) => set({ style: event.target.value })}
      >
        <option value="">All styles</option>
        {BEER_STYLES.map((style) => (
          <option key={style.code} value={style.name}>
            {style.code} {style.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="library-type"
        label="Type"
        value={filters.type}
        onChange={(event) => set({ type: event.target.value as RecipeType | '' })}
      >
        <option value="">All types</option>
        {RECIPE_TYPES.map((type) => (
          <option key={type}>{type}</option>
        ))}
      </SelectField>
      <SelectField
        id="library-sort"
        label="Sort by"
        value={filters.sort}
        onChange={(event) => set({ sort: event.target.value as LibrarySort })}
      >
        {LIBRARY_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {LIBRARY_SORT_LABELS[sort]}
          </option>
        ))}
      </SelectField>
    </form>
  );
}
