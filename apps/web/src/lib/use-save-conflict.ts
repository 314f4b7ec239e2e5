// Save conflicts (409: saved elsewhere since it was opened), the same on every screen that saves with a
// version (the recipe screen, the batch screen): which error is one, how long a save mutation keeps it
// explained, and the two ways out (reload the latest saved version, dropping the user's changes, or
// save the user's changes over it with the latest version number).
import { type FetchQueryOptions, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** The server's message when `error` is a 409 (changed elsewhere), otherwise null. */
export function conflictMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status === 409 ? error.message : null;
}

/** The variables of a save that may meet a conflict: the conflict on screen when it was made. */
export interface ConflictAware {
  conflict: string | null;
}

/** The part of a save mutation's state a conflict is read from. */
export interface SaveMutationState {
  error: unknown;
  isPending: boolean;
  isError: boolean;
  variables?: ConflictAware | undefined;
}

/**
 * The conflict a save mutation explains, or null. A 409 explains itself until it is resolved; a save
 * made while it shows keeps it shown (busy) and so does a later failure that is not a conflict; a
 * success or a reset clears it. Nothing keeps a copy of it outside the mutation's own state.
 */
export function unresolvedConflict(mutation: SaveMutationState): string | null {
  return (
    conflictMessage(mutation.error) ??
    (mutation.isPending || mutation.isError ? (mutation.variables?.conflict ?? null) : null)
  );
}

/** What the conflict alert offers. */
export interface SaveConflict {
  /** The server's message while a conflict is unresolved, else null. */
  message: string | null;
  busy: boolean;
  reloadLatest: () => Promise<void>;
  overwrite: () => Promise<void>;
}

/** How a screen saves and replaces what it edits, for the conflict's two ways out. */
export interface SaveConflictOptions<Saved extends { version: number }, Key extends QueryKey> {
  /** The save's state: its unresolved conflict, whether it runs, and how to forget the conflict. */
  saving: { conflict: string | null; saving: boolean; clearConflict: () => void };
  /** The detail query of what is edited (its latest version is fetched anew), or null if never saved. */
  latest: () => FetchQueryOptions<Saved, Error, Saved, Key> | null;
  /** Makes `saved` both what is edited and what "unsaved" is measured against. */
  replaceWith: (saved: Saved) => void;
  /** Saves the user's changes as a change of `saved` (its version). */
  saveOver: (saved: Saved) => void;
}

/** The two ways out of a save conflict for one screen. */
export function useSaveConflict<Saved extends { version: number }, Key extends QueryKey>({
  saving,
  latest,
  replaceWith,
  saveOver,
}: SaveConflictOptions<Saved, Key>): SaveConflict {
  const queryClient = useQueryClient();
  const fetchLatest = () => {
    const options = latest();
    return options ? queryClient.fetchQuery({ ...options, staleTime: 0 }) : null;
  };

  const reloadLatest = async () => {
    const saved = await fetchLatest();
    if (!saved) return;
    replaceWith(saved);
    saving.clearConflict();
  };
  const overwrite = async () => {
    const saved = await fetchLatest();
    if (saved) saveOver(saved);
  };

  return { message: saving.conflict, busy: saving.saving, reloadLatest, overwrite };
}
