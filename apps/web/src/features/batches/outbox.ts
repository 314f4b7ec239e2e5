// Changes made on brew day that the server has not taken yet (issue 34): kept in the browser's
// IndexedDB, per user, so that a reload, a closed tab or a phone that slept loses none of them; sent in
// the order they were made when the network is there (sync.ts). Nothing typed offline is ever lost: an
// entry leaves only when the server took it, or when the brewer chose the server's version over it.
//
// Three kinds of change, each a save as the API takes it:
// - a batch's brew mode session (PUT /api/batches/{id}/brew), whole with the version it started from:
//   a later session change of the same batch replaces a waiting one (it holds everything the waiting
//   one held), keeping the version the first started from;
// - a batch's fields typed in brew mode (PUT /api/batches/{id}, the whole batch with its version): a
//   later field of the same batch joins the waiting change;
// - a reading (POST /api/batches/{id}/readings) with an id of its own, so that sending it again after a
//   lost answer adds it once.
import type { BatchInput, BrewSessionBody, NewReadingInput } from '@wortsmith/core';
import { createStore, get, set } from 'idb-keyval';
import { useEffect, useState } from 'react';

/** One waiting change. */
export type OutboxEntry =
  | { id: string; kind: 'brewSession'; batchId: string; body: BrewSessionBody; conflict?: boolean }
  | {
      id: string;
      kind: 'batchFields';
      batchId: string;
      /** The whole batch body to save, with the version it started from. */
      body: BatchInput & { version: number };
      /** The fields the brewer typed (the ones a conflict is about). */
      fields: Partial<BatchInput>;
      conflict?: boolean;
    }
  | {
      id: string;
      kind: 'reading';
      batchId: string;
      body: NewReadingInput & { id: string };
      conflict?: boolean;
    };

/** An entry without its id, as a change is queued. */
export type NewOutboxEntry = OutboxEntry extends infer E
  ? E extends OutboxEntry
    ? Omit<E, 'id'>
    : never
  : never;

const store = typeof indexedDB === 'undefined' ? undefined : createStore('wortsmith', 'outbox');
/** Entries kept in memory where IndexedDB is missing (the unit tests' DOM). */
const memory = new Map<string, OutboxEntry[]>();
const listeners = new Set<() => void>();
/** Every read-modify-write runs after the one before, so two changes at once cannot drop each other. */
let queue: Promise<unknown> = Promise.resolve();

const keyOf = (userId: string) => `outbox:${userId}`;

async function read(userId: string): Promise<OutboxEntry[]> {
  if (!store) return memory.get(userId) ?? [];
  return (await get<OutboxEntry[]>(keyOf(userId), store)) ?? [];
}

async function write(userId: string, entries: OutboxEntry[]): Promise<void> {
  if (store) await set(keyOf(userId), entries, store);
  else memory.set(userId, entries);
  for (const listener of listeners) listener();
}

function serially<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

/** The user's waiting changes, oldest first. */
export function outboxEntries(userId: string): Promise<OutboxEntry[]> {
  return serially(() => read(userId));
}

/** Queues a change (merged into a waiting one of the same batch and kind, see the module comment). */
export function enqueue(userId: string, change: NewOutboxEntry): Promise<void> {
  return serially(async () => {
    const entries = await read(userId);
    const waiting =
      change.kind === 'reading'
        ? undefined
        : entries.find(
            (entry) => entry.batchId === change.batchId && entry.kind === change.kind && !entry.conflict,
          );
    if (waiting?.kind === 'brewSession' && change.kind === 'brewSession') {
      waiting.body = { ...change.body, version: waiting.body.version };
    } else if (waiting?.kind === 'batchFields' && change.kind === 'batchFields') {
      waiting.fields = { ...waiting.fields, ...change.fields };
      waiting.body = { ...waiting.body, ...change.fields };
    } else if (change.kind === 'batchFields') {
      entries.push({ ...change, body: { ...change.body, ...change.fields }, id: crypto.randomUUID() });
    } else {
      entries.push({ ...change, id: crypto.randomUUID() });
    }
    await write(userId, entries);
  });
}

/** Replaces the entry `id` by `next` (a conflict marked, a version moved on), or removes it (null). */
export function updateEntry(userId: string, id: string, next: OutboxEntry | null): Promise<void> {
  return serially(async () => {
    const entries = await read(userId);
    const kept = entries.flatMap((entry) => (entry.id !== id ? [entry] : next ? [next] : []));
    await write(userId, kept);
  });
}

/** Calls `listener` whenever the outbox changes; returns the unsubscribe. */
export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The waiting changes of `batchId` for `userId`, read again whenever the outbox changes. */
export function useWaitingChanges(userId: string | null, batchId: string): OutboxEntry[] {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    const load = () =>
      void outboxEntries(userId).then((all) => {
        if (live) setEntries(all.filter((entry) => entry.batchId === batchId));
      });
    load();
    const stop = subscribeOutbox(load);
    return () => {
      live = false;
      stop();
    };
  }, [userId, batchId]);
  return entries;
}
