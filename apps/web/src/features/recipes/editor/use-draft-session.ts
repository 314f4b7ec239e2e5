// The recipe screen's draft over time: the reducer state, what was last loaded (the baseline a draft is
// "unsaved" against), a stable reader of the current draft, and replacing both with a saved recipe.
import type { Recipe } from '@wortsmith/core';
import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import {
  type DraftAction,
  draftFromRecipe,
  draftReducer,
  type RecipeDraft,
  recipeBody,
} from './recipe-draft';

/** The draft and what the screen does with it as a whole. */
export interface DraftSession {
  draft: RecipeDraft;
  dispatch: (action: DraftAction) => void;
  /** The current draft, read at call time (a stable function). */
  getDraft: () => RecipeDraft;
  /** True when the draft's request body differs from the one last loaded. */
  isDirty: () => boolean;
  /** Bumped on every reload, so uncontrolled inputs start again from the reloaded values. */
  revision: number;
  /** Makes a saved recipe both the draft and the baseline. */
  replaceWith: (recipe: Recipe) => void;
}

/** The draft session of one editor, starting from `initial`. */
export function useDraftSession(initial: RecipeDraft): DraftSession {
  const [draft, dispatch] = useReducer(draftReducer, initial);
  const [baseline, setBaseline] = useState(initial);
  const [revision, setRevision] = useState(0);

  const latest = useRef(draft);
  latest.current = draft;
  const getDraft = useCallback(() => latest.current, []);

  const baselineBody = useMemo(() => JSON.stringify(recipeBody(baseline)), [baseline]);
  const isDirty = useCallback(
    () => JSON.stringify(recipeBody(latest.current)) !== baselineBody,
    [baselineBody],
  );

  const replaceWith = useCallback((recipe: Recipe) => {
    const reloaded = draftFromRecipe(recipe);
    dispatch({ type: 'replace', draft: reloaded });
    setBaseline(reloaded);
    setRevision((r) => r + 1);
  }, []);

  return { draft, dispatch, getDraft, isDirty, revision, replaceWith };
}
