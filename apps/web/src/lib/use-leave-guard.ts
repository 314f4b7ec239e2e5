// Leaving a screen with unsaved changes (the recipe screen, the batch screen) asks first. In-app links
// (sidebar, phone menu) and the screen's own Cancel or Back open a confirmation (LeaveConfirmDialog);
// closing or reloading the tab gets the browser's own prompt. The declarative router has no navigation
// blocker, so the browser's Back button is not held.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/** The confirmation state of the guard, for a ConfirmDialog. */
export interface LeaveGuard {
  /** Goes to `to`, asking first when there are unsaved changes. */
  leave: (to: string) => void;
  /** True while the confirmation is showing. */
  asking: boolean;
  /** Leaves without saving. */
  confirm: () => void;
  /** Stays on the screen. */
  stay: () => void;
}

/** The in-app destination of a plain left click on a same-origin link, or null. */
function linkDestination(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Guards the screen while `isDirty()` (read only when the user tries to leave) is true. */
export function useLeaveGuard(isDirty: () => boolean): LeaveGuard {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  const dirty = useRef(isDirty);
  dirty.current = isDirty;

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirty.current()) event.preventDefault();
    };
    // Capture phase, ahead of the router: a link that sees defaultPrevented does not navigate, while
    // the link's own handlers still run (the phone menu still closes before the question shows).
    const onClick = (event: MouseEvent) => {
      const to = linkDestination(event);
      if (to === null || !dirty.current()) return;
      event.preventDefault();
      setPending(to);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, []);

  return {
    leave: (to) => (dirty.current() ? setPending(to) : navigate(to)),
    asking: pending !== null,
    confirm: () => {
      if (pending === null) return;
      setPending(null);
      navigate(pending);
    },
    stay: () => setPending(null),
  };
}
