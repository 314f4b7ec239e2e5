// The batch screen's draft: a react-hook-form form over the batch's texts and its own copy of the
// recipe, the batch it was loaded from (the baseline: its stored values keep typed quantities from
// drifting, and its version goes with a save), whether anything differs from that baseline, and
// replacing both with a saved batch.
import type { Batch, BatchInput, RecipeInput } from '@wortsmith/core';
import { useCallback, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { checkResolver } from '../../lib/forms';
import { useDisplayUnits } from '../../lib/preferences';
import { type BatchFormValues, bodyFromForm, formValues } from './batch-form';

/** The batch screen's form. */
export type BatchForm = UseFormReturn<BatchFormValues, unknown, BatchInput>;

/** The draft and what the screen does with it as a whole. */
export interface BatchDraft {
  form: BatchForm;
  /** The batch as last loaded or saved. */
  baseline: Batch;
  /** True when what is typed or the recipe copy differs from the baseline. */
  isDirty: () => boolean;
  /** Applies an edit to the recipe copy. */
  editRecipe: (edit: (recipe: RecipeInput) => RecipeInput) => void;
  /** Makes a saved batch both the baseline and what the form holds. */
  replaceWith: (batch: Batch) => void;
}

/** The draft of the batch screen, starting from `batch`. */
export function useBatchDraft(batch: Batch): BatchDraft {
  const units = useDisplayUnits();
  const [baseline, setBaseline] = useState(batch);
  const form = useForm<BatchFormValues, unknown, BatchInput>({
    resolver: checkResolver((values: BatchFormValues) => bodyFromForm(baseline, values, units)),
    defaultValues: formValues(batch, units),
  });
  // Read while rendering, so the form keeps it up to date.
  const { isDirty } = form.formState;
  const { getValues, setValue, reset } = form;

  const editRecipe = useCallback(
    (edit: (recipe: RecipeInput) => RecipeInput) =>
      setValue('recipe', edit(getValues('recipe')), { shouldDirty: true }),
    [getValues, setValue],
  );
  const replaceWith = useCallback(
    (saved: Batch) => {
      setBaseline(saved);
      reset(formValues(saved, units));
    },
    [reset, units],
  );

  return { form, baseline, isDirty: () => isDirty, editRecipe, replaceWith };
}
