// The search bar of the list screens: a search-role form with the search box and, beside it, any
// filters the screen adds (the batch list's status). The box alone serves other screens' bars (the library).
import type { ReactNode } from 'react';
import { SearchIcon } from '../../components/Icons';
import styles from './List.module.css';

/** The longest search term the API takes. */
export const SEARCH_TERM_MAX_LENGTH = 200;

/** Props of SearchBox. */
export interface SearchBoxProps {
  /** The search box's accessible name ("Search recipes"). */
  label: string;
  term: string;
  onTermChange: (term: string) => void;
  placeholder?: string;
  /** Added to the box's own class (its width in a screen's bar). */
  className?: string;
}

/** The search input with its icon, as every list's search bar shows it. */
export function SearchBox({
  label,
  term,
  onTermChange,
  placeholder = 'Search by name',
  className,
}: SearchBoxProps) {
  return (
    <div className={className ? `${styles.search} ${className}` : styles.search}>
      <span className={styles.searchIcon}>
        <SearchIcon />
      </span>
      <input
        className={styles.searchInput}
        type="search"
        aria-label={label}
        placeholder={placeholder}
        maxLength={SEARCH_TERM_MAX_LENGTH}
        value={term}
        onChange={(event) => onTermChange(event.target.value)}
      />
    </div>
  );
}

/** Props of ListSearch. */
export interface ListSearchProps {
  /** The search box's accessible name ("Search recipes"). */
  label: string;
  term: string;
  onTermChange: (term: string) => void;
  /** Filters shown after the search box. */
  children?: ReactNode;
}

/** The search box of a list; submitting does nothing (results follow the typing). */
export function ListSearch({ label, term, onTermChange, children }: ListSearchProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the test DOM (happy-dom) lacks <search>; a search-role form is equivalent
    <form className={styles.toolbar} role="search" onSubmit={(event) => event.preventDefault()}>
      <SearchBox label={label} term={term} onTermChange={onTermChange} />
      {children}
    </form>
  );
}
