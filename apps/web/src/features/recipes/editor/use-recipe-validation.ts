// Checking the recipe before a save (SPEC §5): the first message is toasted, every field's message is
// shown under it and stays in step with the draft from then on, and focus moves to the first invalid
// field on screen.
import { firstValidationMessage, recipeSchema } from '@wortsmith/core';
import { useMemo, useState } from 'react';
import { notifyError } from '../../../lib/notify';
import { firstInvalidField, type RecipeFieldErrors, recipeFieldErrors } from './field-errors';
import { type RecipeDraft, recipeBody } from './recipe-draft';

/** The validation state of the screen. */
export interface RecipeValidation {
  /** Messages under the fields; empty until the first save attempt. */
  errors: RecipeFieldErrors;
  /** Checks `draft` for a save: its request body when valid, otherwise null (after telling the user). */
  check: (draft: RecipeDraft) => ReturnType<typeof recipeBody> | null;
}

const NO_ERRORS: RecipeFieldErrors = {};

/** Validation of `draft`, shown from the first save attempt on. */
export function useRecipeValidation(draft: RecipeDraft): RecipeValidation {
  const [attempted, setAttempted] = useState(false);
  const errors = useMemo(() => {
    if (!attempted) return NO_ERRORS;
    const result = recipeSchema.safeParse(recipeBody(draft));
    return result.success ? NO_ERRORS : recipeFieldErrors(result.error.issues);
  }, [attempted, draft]);

  const check = (current: RecipeDraft) => {
    setAttempted(true);
    const body = recipeBody(current);
    const result = recipeSchema.safeParse(body);
    if (result.success) return body;
    notifyError(firstValidationMessage(result.error));
    const first = firstInvalidField(recipeFieldErrors(result.error.issues));
    if (first) document.getElementById(first)?.focus();
    return null;
  };

  return { errors, check };
}
