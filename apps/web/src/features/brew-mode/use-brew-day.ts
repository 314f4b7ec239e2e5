// Brew mode's state of one batch (issue 34): the brew session (steps, timers, the step in view) and the
// batch fields typed at the steps, as the server has them and with every change not yet taken laid over
// them. A change shows at once and goes to the outbox (batches/outbox.ts), which sends it when there is a
// network (outbox-sending.ts); a reload, offline or not, reads the waiting changes back from the outbox, so
// nothing typed is lost. A change the server refused as stale waits as a conflict for the brewer to
// choose: their version, or the server's.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Batch,
  type BatchInput,
  type BrewSession,
  type BrewSessionBody,
  batchBody,
  EMPTY_BREW_SESSION,
} from '@wortsmith/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { apiRequest } from '../../lib/api';
import { useSession } from '../../lib/session';
import { enqueue, type OutboxEntry, updateEntry, useWaitingChanges } from '../batches/outbox';
import { BATCH_FALLBACKS, batchKeys, batchPath, batchQueries } from '../batches/queries';

/** The batch fields brew mode types in. */
export type BrewField =
  | 'preBoilVolume'
  | 'preBoilGravity'
  | 'postBoilVolume'
  | 'measuredOg'
  | 'fermenterVolume';

/** A change the server refused as stale, with what the brewer has and what the server has. */
export type BrewConflict =
  | { kind: 'brewSession'; entry: OutboxEntry; mine: BrewSessionBody; theirs: BrewSession | null }
  | {
      kind: 'batchFields';
      entry: OutboxEntry;
      mine: Partial<BatchInput>;
      theirs: Batch | null;
    };

/** Brew mode's state of `batch` and the ways to change it. */
export function useBrewDay(batch: Batch) {
  const userId = useSession()?.user_id ?? null;
  const queryClient = useQueryClient();
  const saved = useQuery(batchQueries.brew(batch.id));
  const waiting = useWaitingChanges(userId, batch.id);
  const waitingSession = waiting.find((e) => e.kind === 'brewSession');
  const waitingFields = waiting.find((e) => e.kind === 'batchFields');
  // What was just changed here, shown until the outbox or the server has something newer (a moment
  // later): it holds the copies it was made over, and counts only while they are still the latest.
  const [optimistic, setOptimistic] = useState<{
    body: BrewSessionBody;
    over: [OutboxEntry | undefined, BrewSession | undefined];
  } | null>(null);
  const [optimisticFields, setOptimisticFields] = useState<{
    fields: Partial<BatchInput>;
    over: [OutboxEntry | undefined, Batch];
  } | null>(null);
  const current = <T>(
    mine: { over: readonly unknown[] } | null,
    over: readonly unknown[],
    value: T | undefined,
  ) => (mine?.over.every((copy, i) => copy === over[i]) ? value : undefined);

  const session: BrewSessionBody =
    current(optimistic, [waitingSession, saved.data], optimistic?.body) ??
    (waitingSession?.kind === 'brewSession' ? waitingSession.body : null) ??
    saved.data ??
    EMPTY_BREW_SESSION;
  const typedFields = current(optimisticFields, [waitingFields, batch], optimisticFields?.fields);
  const fields: Partial<BatchInput> = useMemo(
    () => ({ ...(waitingFields?.kind === 'batchFields' ? waitingFields.fields : {}), ...typedFields }),
    [waitingFields, typedFields],
  );

  const change = useCallback(
    (edit: (session: BrewSessionBody) => BrewSessionBody) => {
      if (!userId) return;
      const next = edit(session);
      setOptimistic({ body: next, over: [waitingSession, saved.data] });
      void enqueue(userId, {
        kind: 'brewSession',
        batchId: batch.id,
        body: { ...next, version: saved.data?.version ?? 0 },
      });
    },
    [userId, session, batch.id, saved.data, waitingSession],
  );

  const setField = useCallback(
    (field: BrewField, value: number | null) => {
      if (!userId) return;
      setOptimisticFields({ fields: { ...fields, [field]: value }, over: [waitingFields, batch] });
      void enqueue(userId, {
        kind: 'batchFields',
        batchId: batch.id,
        body: { ...batchBody(batch), ...fields, [field]: value, version: batch.version },
        fields: { [field]: value },
      });
    },
    [userId, batch, fields, waitingFields],
  );

  // A conflict: the brewer's version beside the server's latest.
  const conflicted = waiting.find(
    (e): e is Exclude<OutboxEntry, { kind: 'reading' }> => Boolean(e.conflict) && e.kind !== 'reading',
  );
  const [theirs, setTheirs] = useState<BrewSession | Batch | null>(null);
  useEffect(() => {
    if (!conflicted) return setTheirs(null);
    const path = conflicted.kind === 'brewSession' ? `${batchPath(batch.id)}/brew` : batchPath(batch.id);
    let live = true;
    apiRequest<BrewSession | Batch>(path, {
      fallback: conflicted.kind === 'brewSession' ? BATCH_FALLBACKS.brew : BATCH_FALLBACKS.one,
      toastError: false,
    }).then(
      (latest) => live && setTheirs(latest),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [conflicted, batch.id]);

  const conflict: BrewConflict | null = useMemo(() => {
    if (!conflicted) return null;
    return conflicted.kind === 'brewSession'
      ? {
          kind: 'brewSession',
          entry: conflicted,
          mine: conflicted.body,
          theirs: theirs as BrewSession | null,
        }
      : { kind: 'batchFields', entry: conflicted, mine: conflicted.fields, theirs: theirs as Batch | null };
  }, [conflicted, theirs]);

  /** Keeps the brewer's version: saved over the server's latest. */
  const keepMine = useCallback(async () => {
    if (!userId || !conflict?.theirs) return;
    const { entry } = conflict;
    if (entry.kind === 'brewSession') {
      await updateEntry(userId, entry.id, {
        ...entry,
        conflict: false,
        body: { ...entry.body, version: conflict.theirs.version },
      });
    } else if (entry.kind === 'batchFields') {
      const latest = conflict.theirs as Batch;
      await updateEntry(userId, entry.id, {
        ...entry,
        conflict: false,
        body: { ...batchBody(latest), ...entry.fields, version: latest.version },
      });
    }
  }, [userId, conflict]);

  /** Takes the server's version: the brewer's waiting change is dropped. */
  const takeTheirs = useCallback(async () => {
    if (!userId || !conflict?.theirs) return;
    if (conflict.kind === 'brewSession') queryClient.setQueryData(batchKeys.brew(batch.id), conflict.theirs);
    else queryClient.setQueryData(batchKeys.detail(batch.id), conflict.theirs);
    await updateEntry(userId, conflict.entry.id, null);
  }, [userId, conflict, queryClient, batch.id]);

  return {
    session,
    fields,
    loading: saved.isPending && !waitingSession,
    change,
    setField,
    conflict,
    keepMine,
    takeTheirs,
  };
}

export type BrewDay = ReturnType<typeof useBrewDay>;
