// Debounce for search boxes: SPEC §9 fires searches 300 ms after typing stops.
import { useEffect, useState } from 'react';

/** Search debounce (SPEC §9). */
export const SEARCH_DEBOUNCE_MS = 300;

/** Returns `value` once it has stopped changing for `ms` milliseconds. */
export function useDebouncedValue<T>(value: T, ms = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
