// The Ingredients card of the recipe screen: the four ingredient tables with their computed columns
// (fermentable shares, hop IBUs) taken from the screen's figures.
import { type AmountUnits, INGREDIENT_LISTS, type RecipeFigures } from '@wortsmith/core';
import { memo } from 'react';
import styles from '../RecipeEditor.module.css';
import type { IngredientListKey, IngredientLists } from '../recipe-draft';
import type { RowStock } from '../stock/recipe-stock';
import type { RowActions } from './IngredientRow';
import { IngredientSection } from './IngredientSection';

/** Props of the ingredients card. */
export interface IngredientsCardProps {
  lists: { [K in IngredientListKey]: readonly IngredientLists[K][] };
  figures: Pick<RecipeFigures, 'fermentablePercentages' | 'hopIbus'>;
  units: AmountUnits;
  readOnly: boolean;
  actions: RowActions;
  onAdd: (list: IngredientListKey) => void;
  /** Each row's stock words by ingredient id; absent while stock is unknown. */
  stock?: ReadonlyMap<string, RowStock> | undefined;
}

function computedFor(list: IngredientListKey, figures: IngredientsCardProps['figures']) {
  if (list === 'recipeFermentables') return figures.fermentablePercentages;
  return list === 'recipeHops' ? figures.hopIbus : undefined;
}

/** Every ingredient of the recipe, one table per kind. */
export const IngredientsCard = memo(function IngredientsCard({
  lists,
  figures,
  units,
  readOnly,
  actions,
  onAdd,
  stock,
}: IngredientsCardProps) {
  return (
    <section className={styles.card} aria-label="Ingredients">
      <h2 className={styles.cardTitle}>Ingredients</h2>
      <div className={styles.sections}>
        {INGREDIENT_LISTS.map((list) => (
          <IngredientSection
            key={list}
            list={list}
            items={lists[list]}
            computed={computedFor(list, figures)}
            units={units}
            readOnly={readOnly}
            actions={actions}
            onAdd={onAdd}
            stock={stock}
          />
        ))}
      </div>
    </section>
  );
});
