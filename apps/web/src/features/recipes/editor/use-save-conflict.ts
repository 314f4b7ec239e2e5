// The two ways out of a save conflict (409): reload the latest saved version (the user's changes are
// dropped), or save the user's draft over it (the draft takes the latest version number).
import { useQueryClient } from '@tanstack/react-query';
import { recipeQueries } from '../queries';
import type { DraftSession } from './use-draft-session';
import type { RecipeSaving } from './use-save-recipe';

/** What the conflict alert offers. */
export interface SaveConflict {
  /** The server's message while a conflict is unresolved, else null. */
  message: string | null;
  busy: boolean;
  reloadLatest: () => Promise<void>;
  overwrite: () => Promise<void>;
}

/** Conflict resolution for the editor's draft session and save. */
export function useSaveConflict(session: DraftSession, saving: RecipeSaving): SaveConflict {
  const queryClient = useQueryClient();
  const fetchLatest = (id: string) => queryClient.fetchQuery({ ...recipeQueries.detail(id), staleTime: 0 });

  const reloadLatest = async () => {
    const id = session.getDraft().id;
    if (!id) return;
    session.replaceWith(await fetchLatest(id));
    saving.clearConflict();
  };
  const overwrite = async () => {
    const id = session.getDraft().id;
    if (!id) return;
    const saved = await fetchLatest(id);
    const mine = { ...session.getDraft(), version: saved.version };
    session.dispatch({ type: 'replace', draft: mine });
    saving.save(mine);
  };

  return { message: saving.conflict, busy: saving.saving, reloadLatest, overwrite };
}
