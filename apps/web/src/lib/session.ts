// The browser's session record (SPEC §3): local storage key `user`, holding at least the token,
// merged on partial updates. Components subscribe through useSession so sign-in and sign-out re-render.
// A change of hands (sign-out, another user signing in) also empties the offline API cache.
import { DEFAULT_WEIGHT_UNIT, type SessionUser, type WeightUnit } from '@wortsmith/core';
import { useSyncExternalStore } from 'react';
import { keepApiCacheFor } from './offline-cache';

/** Local storage key of the session record (SPEC §9). */
export const SESSION_STORAGE_KEY = 'user';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedUser: SessionUser | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The stored session, or null when nobody is signed in (a record without a token counts as signed out). */
export function getSession(): SessionUser | null {
  const raw = readRaw();
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  cachedUser = null;
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object' && typeof (parsed as SessionUser).token === 'string') {
        cachedUser = parsed as SessionUser;
      }
    } catch {
      cachedUser = null;
    }
  }
  return cachedUser;
}

function emit(): void {
  for (const listener of listeners) listener();
}

/** Replaces the session record (after login or token sign-in). */
export function setSession(user: SessionUser): void {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
  void keepApiCacheFor(user.user_id ?? null);
  emit();
}

/** Merges fields into the session record (e.g. weightUnit after settings); no-op when signed out. */
export function updateSession(partial: Partial<SessionUser>): void {
  const current = getSession();
  if (!current) return;
  setSession({ ...current, ...partial });
}

/** Removes the session record (logout, expired session). */
export function clearSession(): void {
  window.localStorage.removeItem(SESSION_STORAGE_KEY);
  void keepApiCacheFor(null);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current session; re-renders when it changes (in this tab or another). */
export function useSession(): SessionUser | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}

/** The signed-in user's weight unit, grams by default. */
export function useWeightUnit(): WeightUnit {
  const session = useSession();
  return session?.weightUnit === 'oz' ? 'oz' : DEFAULT_WEIGHT_UNIT;
}
