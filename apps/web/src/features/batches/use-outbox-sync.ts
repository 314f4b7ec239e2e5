// Keeps the outbox (outbox.ts) flowing for the signed-in brewer: sent at sign-in, whenever a change is
// queued and whenever the browser comes back online; each answer replaces the screens' copy of what
// it saved, so brew mode and the batch screen show the server's version once it is taken.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../lib/session';
import { subscribeOutbox } from './outbox';
import { countOutbox, flushOutbox, type SavedAnswer } from './outbox-sending';
import { batchKeys } from './queries';

/** Runs the outbox while someone is signed in. */
export function useOutboxSync(): void {
  const userId = useSession()?.user_id ?? null;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const onSaved = (answer: SavedAnswer) => {
      if (answer.kind === 'brewSession')
        queryClient.setQueryData(batchKeys.brew(answer.batchId), answer.session);
      else if (answer.kind === 'batchFields')
        queryClient.setQueryData(batchKeys.detail(answer.batchId), answer.batch);
      else void queryClient.invalidateQueries({ queryKey: batchKeys.readings(answer.batchId) });
    };
    const flush = () => void flushOutbox(userId, onSaved);
    void countOutbox(userId);
    flush();
    const stop = subscribeOutbox(flush);
    window.addEventListener('online', flush);
    return () => {
      stop();
      window.removeEventListener('online', flush);
    };
  }, [userId, queryClient]);
}
