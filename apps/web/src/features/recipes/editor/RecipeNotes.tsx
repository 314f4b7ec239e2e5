// The Notes card of the recipe screen: free text kept with the recipe.
import { memo } from 'react';
import { Field, fieldControlClass } from '../../../components';
import styles from './RecipeEditor.module.css';
import type { DraftAction } from './recipe-draft';

/** Props of the notes card. */
export interface RecipeNotesProps {
  notes: string;
  readOnly: boolean;
  dispatch: (action: DraftAction) => void;
}

/** The recipe's notes. */
export const RecipeNotes = memo(function RecipeNotes({ notes, readOnly, dispatch }: RecipeNotesProps) {
  return (
    <section className={styles.card} aria-labelledby="recipe-notes-title">
      <h2 id="recipe-notes-title" className={styles.cardTitle}>
        Notes
      </h2>
      <Field id="recipe-notes" label="Notes">
        <textarea
          id="recipe-notes"
          className={fieldControlClass}
          rows={4}
          value={notes}
          disabled={readOnly}
          onChange={(event) => dispatch({ type: 'setText', field: 'notes', value: event.target.value })}
        />
      </Field>
    </section>
  );
});
