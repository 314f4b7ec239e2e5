// Where the toasts may start so they never cover a header's buttons: below the lowest visible page
// header (the phone's sticky top bar, a screen's title with its Save and Cancel), followed as the page
// scrolls or resizes, as its layout moves (a title that wraps to two lines on a phone once a save renamed
// it, a screen that finished loading under a toast already shown) and whenever a toast appears.
import { useCallback, useEffect, useState } from 'react';

/** Space between a header and the first toast, and the least distance from the window's top. */
export const TOAST_GAP_PX = 12;

/** The distance from the viewport's top below which nothing a header shows can be covered. */
export function headerClearance(doc: Document): number {
  let bottom = 0;
  for (const header of doc.querySelectorAll('header')) {
    if (header.closest('[role="dialog"], [role="alertdialog"]')) continue;
    const rect = header.getBoundingClientRect();
    if (rect.height > 0 && rect.bottom > bottom) bottom = rect.bottom;
  }
  return Math.round(Math.max(0, bottom)) + TOAST_GAP_PX;
}

/**
 * The current clearance in pixels and a function to measure it again now (call it when a toast is
 * about to show). Scrolling and resizing re-measure once per frame.
 */
export function useHeaderClearance(): [number, () => void] {
  const [top, setTop] = useState(TOAST_GAP_PX);
  const measure = useCallback(() => setTop(headerClearance(document)), []);
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // A header that grows or moves changes the page's size: measure again then too.
    const layout = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule);
    layout?.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      layout?.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [measure]);
  return [top, measure];
}
