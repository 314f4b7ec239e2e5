// The browser tab's title for a screen that names what it shows; the previous title comes back after.
import { useEffect } from 'react';

/** Sets `document.title` to `title` while it is given and the screen is shown. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
