// Screens mount their dialogs only while open, without a Radix Trigger, so Radix has no element to send
// keyboard focus back to when a dialog closes and focus would fall to <body>. These handlers remember the
// control that had focus when the dialog opened and return focus to it.
import { useRef } from 'react';

/** Handlers for a Radix Dialog/AlertDialog Content that return focus to the opener on close. */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
