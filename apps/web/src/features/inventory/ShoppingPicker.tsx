// What the shopping list is for: recipes, each a number of batches, and planned batches (status Planning).
import { useQuery } from '@tanstack/react-query';
import { fieldControlClass } from '../../components/Field';
import { batchQueries } from '../batches/queries';
import { useRecipeList } from '../recipes/queries';
import styles from './ShoppingList.module.css';

/** The chosen recipes (id → batches as typed) and planned batches. */
export interface ShoppingChoice {
  recipes: Record<string, string>;
  batchIds: string[];
}

/** Props of ShoppingPicker. */
export interface ShoppingPickerProps {
  choice: ShoppingChoice;
  onChange: (choice: ShoppingChoice) => void;
}

/** The recipe and planned batch choosers. */
export function ShoppingPicker({ choice, onChange }: ShoppingPickerProps) {
  const recipes = useRecipeList();
  const batches = useQuery(batchQueries.list());
  const planned = (batches.data ?? []).filter((batch) => batch.status === 'Planning');
  const toggleRecipe = (id: string, on: boolean) => {
    const next = { ...choice.recipes };
    if (on) next[id] = '1';
    else delete next[id];
    onChange({ ...choice, recipes: next });
  };
  const toggleBatch = (id: string, on: boolean) =>
    onChange({
      ...choice,
      batchIds: on ? [...choice.batchIds, id] : choice.batchIds.filter((batchId) => batchId !== id),
    });
  return (
    <div className={styles.picker}>
      <fieldset className={styles.choices}>
        <legend>Recipes</legend>
        {recipes.isPending ? <p className={styles.muted}>Loading…</p> : null}
        {recipes.data?.length === 0 ? <p className={styles.muted}>No recipes yet.</p> : null}
        {recipes.data?.map((recipe) => {
          const chosen = recipe.id in choice.recipes;
          return (
            <div key={recipe.id} className={styles.choice}>
              <label>
                <input
                  type="checkbox"
                  checked={chosen}
                  onChange={(event) => toggleRecipe(recipe.id, event.target.checked)}
                />{' '}
                {recipe.name}
              </label>
              {chosen ? (
                <label className={styles.batches}>
                  Batches{' '}
                  <input
                    className={fieldControlClass}
                    type="number"
                    min={1}
                    max={100}
                    step={1}
                    inputMode="numeric"
                    aria-label={`Batches of ${recipe.name}`}
                    value={choice.recipes[recipe.id]}
                    onChange={(event) =>
                      onChange({ ...choice, recipes: { ...choice.recipes, [recipe.id]: event.target.value } })
                    }
                  />
                </label>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <fieldset className={styles.choices}>
        <legend>Planned batches</legend>
        {batches.isPending ? <p className={styles.muted}>Loading…</p> : null}
        {batches.data && planned.length === 0 ? (
          <p className={styles.muted}>No batches in Planning.</p>
        ) : null}
        {planned.map((batch) => (
          <div key={batch.id} className={styles.choice}>
            <label>
              <input
                type="checkbox"
                checked={choice.batchIds.includes(batch.id)}
                onChange={(event) => toggleBatch(batch.id, event.target.checked)}
              />{' '}
              #{batch.number} {batch.name}
            </label>
          </div>
        ))}
      </fieldset>
    </div>
  );
}

/** The body of the chosen recipes and batches; a batch count that is no whole number from 1 to 100 counts 1. */
export function shoppingBody(choice: ShoppingChoice) {
  return {
    recipes: Object.entries(choice.recipes).map(([id, typed]) => {
      const batches = Number(typed);
      return { id, batches: Number.isInteger(batches) && batches >= 1 && batches <= 100 ? batches : 1 };
    }),
    batchIds: choice.batchIds,
  };
}
