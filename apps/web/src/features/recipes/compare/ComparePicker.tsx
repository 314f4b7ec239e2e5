// One side of the comparison chosen (issue 36): a recipe of the brewer's, then its current version or
// an earlier one. Its value is the side as the comparison's URL has it: `id`, or `id@n`.
import { useQuery } from '@tanstack/react-query';
import type { Recipe } from '@wortsmith/core';
import { SelectField } from '../../../components';
import { fullTime } from '../../../lib/relative-time';
import { compareSide } from '../history/links';
import { historyQueries } from '../history/queries';
import styles from './Compare.module.css';

/** Props of ComparePicker. */
export interface ComparePickerProps {
  /** "A" or "B". */
  side: string;
  /** The side chosen: '' for none yet, a recipe id, or `id@n`. */
  value: string;
  recipes: readonly Recipe[];
  onChange: (value: string) => void;
}

/** The recipe and version selects of one side. */
export function ComparePicker({ side, value, recipes, onChange }: ComparePickerProps) {
  const [recipeId = '', at = ''] = value.split('@');
  const versions = useQuery({ ...historyQueries.versions(recipeId), enabled: recipeId !== '' });
  const ids = { recipe: `compare-${side}-recipe`, version: `compare-${side}-version` };
  return (
    <fieldset className={styles.picker}>
      <legend className="visually-hidden">Side {side}</legend>
      <span className={styles.side} aria-hidden="true">
        {side}
      </span>
      <SelectField
        id={ids.recipe}
        label={`Recipe ${side}`}
        value={recipeId}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Choose a recipe</option>
        {/* A recipe no longer in the list (or not loaded yet) keeps its place. */}
        {recipeId && !recipes.some((recipe) => recipe.id === recipeId) && (
          <option value={recipeId}>This recipe</option>
        )}
        {recipes.map((recipe) => (
          <option key={recipe.id} value={recipe.id}>
            {recipe.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={ids.version}
        label={`Version ${side}`}
        value={at}
        disabled={recipeId === ''}
        onChange={(event) =>
          onChange(compareSide(recipeId, event.target.value ? Number(event.target.value) : undefined))
        }
      >
        <option value="">Current</option>
        {at && !versions.data?.some((entry) => String(entry.version) === at) && (
          <option value={at}>v{at}</option>
        )}
        {versions.data?.map((entry) => (
          <option key={entry.version} value={String(entry.version)}>
            v{entry.version} · {fullTime(entry.createdAt)}
            {entry.current ? ' (current)' : ''}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}
