// Sends the outbox (outbox.ts) to the server, oldest change first, whenever there is a network: at sign-in,
// when a change is queued, and when the browser comes back online. One send at a time.
// - Taken: the entry leaves, unless the brewer changed more while it was on its way; then the waiting
//   change moves on to the version the server answered, and goes next.
// - No network (or the server out of reach, 5xx): the entry stays and sending stops until the next try.
// - 401: the session is over; the entry stays for the next sign-in.
// - 409, changed elsewhere: the entry stays, marked, and later changes of that batch wait behind it;
//   the brewer sees both versions and chooses (brew mode's conflict dialog).
// - Any other refusal (the batch deleted elsewhere, a body the server refuses): the entry leaves with a
//   toast that says what was not saved and why. Never silently.
import type { Batch, BatchReading, BrewSession } from '@wortsmith/core';
import { useSyncExternalStore } from 'react';
import { ApiError, apiRequest } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { type OutboxEntry, outboxEntries, subscribeOutbox, updateEntry } from './outbox';
import { BATCH_FALLBACKS, batchPath } from './queries';

/** What the app knows of the outbox: changes waiting, conflicts among them, and whether one is being sent. */
export interface OutboxState {
  pending: number;
  conflicts: number;
  syncing: boolean;
}

let state: OutboxState = { pending: 0, conflicts: 0, syncing: false };
const listeners = new Set<() => void>();

function setState(next: Partial<OutboxState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** What a sent change answered, for the screens' server state. */
export type SavedAnswer =
  | { kind: 'brewSession'; batchId: string; session: BrewSession }
  | { kind: 'batchFields'; batchId: string; batch: Batch }
  | { kind: 'reading'; batchId: string; reading: BatchReading };

let running: Promise<void> | null = null;
let again = false;

/** The user's outbox counted again (after a change, or at sign-in). */
export async function countOutbox(userId: string): Promise<void> {
  const entries = await outboxEntries(userId);
  setState({ pending: entries.length, conflicts: entries.filter((e) => e.conflict).length });
}

/** The entry's save, as the API takes it, and what it answered. */
async function send(entry: OutboxEntry): Promise<SavedAnswer> {
  const { batchId } = entry;
  const write = <T>(path: string, method: 'PUT' | 'POST', fallback: string) =>
    apiRequest<T>(path, { method, body: entry.body, fallback, toastError: false });
  switch (entry.kind) {
    case 'brewSession': {
      const session = await write<BrewSession>(`${batchPath(batchId)}/brew`, 'PUT', BATCH_FALLBACKS.saveBrew);
      return { kind: 'brewSession', batchId, session };
    }
    case 'batchFields': {
      const batch = await write<Batch>(batchPath(batchId), 'PUT', BATCH_FALLBACKS.save);
      return { kind: 'batchFields', batchId, batch };
    }
    case 'reading': {
      const reading = await write<BatchReading>(
        `${batchPath(batchId)}/readings`,
        'POST',
        BATCH_FALLBACKS.addReading,
      );
      return { kind: 'reading', batchId, reading };
    }
  }
}

/** Sends what waits, in order; `onSaved` hands each answer to the screens. Safe to call at any time. */
export function flushOutbox(userId: string, onSaved: (answer: SavedAnswer) => void): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      await sendAll(userId, onSaved);
    } while (again);
  })().finally(() => {
    running = null;
    setState({ syncing: false });
    void countOutbox(userId);
  });
  return running;
}

async function sendAll(userId: string, onSaved: (answer: SavedAnswer) => void): Promise<void> {
  const blocked = new Set<string>();
  for (;;) {
    if (typeof navigator !== 'undefined' && !navigator.onLine) return;
    const entries = await outboxEntries(userId);
    setState({ pending: entries.length, conflicts: entries.filter((e) => e.conflict).length });
    for (const entry of entries) if (entry.conflict) blocked.add(entry.batchId);
    const entry = entries.find((e) => !blocked.has(e.batchId));
    if (!entry) return;
    setState({ syncing: true });
    let answer: SavedAnswer;
    try {
      answer = await send(entry);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      // A stale save waits for the brewer's choice; a reading has no version to be stale.
      if (status === 409 && entry.kind !== 'reading') {
        await updateEntry(userId, entry.id, { ...entry, conflict: true });
        blocked.add(entry.batchId);
        continue;
      }
      if (status === 0 || status === 401 || status >= 500) return;
      const message = error instanceof Error ? error.message : 'unknown error';
      notifyError(`A change made on brew day could not be saved: ${message}`);
      await updateEntry(userId, entry.id, null);
      continue;
    }
    await settle(userId, entry, answer);
    onSaved(answer);
  }
}

/** The entry is taken: it leaves, or what was queued meanwhile moves on to the answered version. */
async function settle(userId: string, sent: OutboxEntry, answer: SavedAnswer): Promise<void> {
  const now = (await outboxEntries(userId)).find((e) => e.id === sent.id);
  if (!now || answer.kind === 'reading' || JSON.stringify(now.body) === JSON.stringify(sent.body)) {
    await updateEntry(userId, sent.id, null);
    return;
  }
  const version = answer.kind === 'brewSession' ? answer.session.version : answer.batch.version;
  await updateEntry(userId, sent.id, { ...now, body: { ...now.body, version } } as OutboxEntry);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The outbox's state; re-renders when it changes. */
export function useOutboxState(): OutboxState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

/** Counts again whenever the outbox changes (the indicator's "N changes waiting"). */
export function watchOutbox(userId: string): () => void {
  return subscribeOutbox(() => void countOutbox(userId));
}
