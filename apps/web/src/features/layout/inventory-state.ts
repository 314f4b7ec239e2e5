// The Inventory group's open/closed state (SPEC §2.3, §4): session storage key isInventoryOpen holding
// "true" or "false", saved on change, restored on load, removed on logout.
import { useCallback, useState } from 'react';

/** Session storage key (SPEC §9). */
export const INVENTORY_STORAGE_KEY = 'isInventoryOpen';

/** The stored state; closed when nothing is stored. */
export function readInventoryOpen(): boolean {
  try {
    return window.sessionStorage.getItem(INVENTORY_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Forgets the stored state (logout resets the sidebar). */
export function clearInventoryOpen(): void {
  window.sessionStorage.removeItem(INVENTORY_STORAGE_KEY);
}

/** The Inventory group's state, persisted to session storage on every change. */
export function useInventoryOpen(): [boolean, (open: boolean) => void, () => void] {
  const [open, setOpenState] = useState(readInventoryOpen);
  const setOpen = useCallback((next: boolean) => {
    window.sessionStorage.setItem(INVENTORY_STORAGE_KEY, String(next));
    setOpenState(next);
  }, []);
  const reset = useCallback(() => {
    clearInventoryOpen();
    setOpenState(false);
  }, []);
  return [open, setOpen, reset];
}
