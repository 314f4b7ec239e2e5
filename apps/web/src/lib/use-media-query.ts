// Media query subscription, used to swap the sidebar for a top bar on phones.
import { useSyncExternalStore } from 'react';

/** Whether `query` currently matches; re-renders when it changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The phone breakpoint of the layout (matches the CSS). */
export const PHONE_QUERY = '(max-width: 760px)';
