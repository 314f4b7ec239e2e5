// The Notes card of the recipe screen: free text kept with the recipe.
import { memo } from 'react';
import { Field, fieldControlProps } from '../../../components';
import styles from './RecipeEditor.module.css';
import type { DraftAction } from './recipe-draft';

/** Props of the notes card. */
export interface RecipeNotesProps {
  notes: string;
  /** The message under the notes (after a save attempt). */
  error: string | undefined;
  readOnly: boolean;
  dispatch: (action: DraftAction) => void;
}

/** The recipe's notes. */
export const RecipeNotes = memo(function RecipeNotes({ notes, error, readOnly, dispatch }: RecipeNotesProps) {
  return (
    <section className={styles.card} aria-labelledby="recipe-notes-title">
      <h2 id="recipe-notes-title" className={styles.cardTitle}>
        Notes
      </h2>
      <Field id="recipe-notes" label="Notes" error={error}>
        <textarea
          {...fieldControlProps('recipe-notes', error)}
          rows={4}
          value={notes}
          disabled={readOnly}
          onChange={(event) => dispatch({ type: 'setText', field: 'notes', value: event.target.value })}
        />
      </Field>
    </section>
  );
});
