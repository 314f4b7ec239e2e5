// A whole recipe, read only (issue 36): a version in the recipe's history, and a recipe shared with
// someone who may not be signed in. Its name, style and type, description, the equipment's figures, the
// figures by the brewer's methods against the style (the recipe screen's panel, the glass in the beer's
// colour), the four ingredient tables, the mash schedule, the water, the fermentation plan and the notes;
// the recipe screen's cards in their read-only mode, so both read alike. Units and methods are the given
// ones, else the signed-in brewer's, else core's defaults (lib/preferences.ts needs no session).
import {
  type BrewerQuantities,
  type CalculationMethods,
  computeFiguresWithMethods,
  findStyle,
  type Recipe,
} from '@wortsmith/core';
import { useContext, useMemo } from 'react';
import { ShownUnits, useAmountUnits, useCalculationMethods, useQuantities } from '../../../lib/preferences';
import { FermentationPlanSection } from '../editor/fermentation/FermentationPlanSection';
import { FiguresPanel } from '../editor/figures/FiguresPanel';
import { BeerGlass } from '../editor/glass/BeerGlass';
import type { RowActions } from '../editor/ingredients/IngredientRow';
import { IngredientsCard } from '../editor/ingredients/IngredientsCard';
import { MashSection } from '../editor/mash/MashSection';
import editor from '../editor/RecipeEditor.module.css';
import styles from './RecipeView.module.css';
import { RecipeWaterView } from './RecipeWaterView';

/** A recipe as it is viewed: without its owner, id, author text, version and stamps (a shared recipe has none). */
export type ViewedRecipe = Omit<Recipe, 'id' | 'userId' | 'author' | 'version' | 'createdAt' | 'copiedFrom'>;

/** Props of RecipeView. */
export interface RecipeViewProps {
  recipe: ViewedRecipe;
  /** The units to show quantities in; the signed-in brewer's (or the defaults) when left out. */
  quantities?: BrewerQuantities;
  /** The methods the figures are computed by; the signed-in brewer's (or the defaults) when left out. */
  methods?: CalculationMethods;
}

const nothing = () => {};
/** The read-only cards offer no edits. */
const NO_ROW_ACTIONS: RowActions = { onEdit: nothing, onDelete: nothing, onQuantity: nothing };

/** The whole recipe, read only, in `quantities` and by `methods`. */
export function RecipeView({ recipe, quantities, methods }: RecipeViewProps) {
  const outer = useContext(ShownUnits);
  const shown = useMemo(
    () => ({ quantities: quantities ?? outer.quantities, methods: methods ?? outer.methods }),
    [quantities, methods, outer],
  );
  return (
    <ShownUnits value={shown}>
      <RecipeViewBody recipe={recipe} />
    </ShownUnits>
  );
}

function RecipeViewBody({ recipe }: { recipe: ViewedRecipe }) {
  const q = useQuantities();
  const units = useAmountUnits();
  const methods = useCalculationMethods();
  const figures = useMemo(() => computeFiguresWithMethods(recipe, methods), [recipe, methods]);
  const style = useMemo(() => findStyle(recipe.style), [recipe.style]);
  const { recipeEquipment: equipment, recipeFermentables, recipeHops, recipeMisc, recipeYeasts } = recipe;
  const lists = useMemo(
    () => ({ recipeFermentables, recipeHops, recipeMisc, recipeYeasts }),
    [recipeFermentables, recipeHops, recipeMisc, recipeYeasts],
  );
  const facts: [string, string][] = [
    ['Batch volume', q.format('volume', equipment.batchVolume)],
    ['Boil time', `${equipment.boilTime} min`],
    ['Efficiency', `${equipment.efficiency} %`],
    ['Pre-boil volume', q.format('volume', figures.preBoilVolume)],
  ];

  return (
    <article className={editor.layout} aria-label={recipe.name} data-testid="recipe-view">
      <div className={editor.main}>
        <section className={editor.card} aria-labelledby="recipe-view-name">
          <div className={styles.header}>
            <div className={styles.titles}>
              <h2 id="recipe-view-name" className={styles.name}>
                {recipe.name}
              </h2>
              <p className={styles.kind}>
                {recipe.style || 'No style'} · {recipe.type}
              </p>
            </div>
            <BeerGlass ebc={figures.ebc} className={styles.glass} />
          </div>
          {recipe.description && <p className={styles.text}>{recipe.description}</p>}
          <dl className={styles.facts} aria-label="Equipment">
            {equipment.name && (
              <div className={styles.wide}>
                <dt>Equipment</dt>
                <dd>{equipment.name}</dd>
              </div>
            )}
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <IngredientsCard
          lists={lists}
          figures={figures}
          units={units}
          readOnly
          actions={NO_ROW_ACTIONS}
          onAdd={nothing}
        />
        <MashSection steps={recipe.mashSteps} readOnly onChange={nothing} />
        <RecipeWaterView recipe={recipe} />
        <FermentationPlanSection
          steps={recipe.fermentationSteps}
          yeasts={recipeYeasts}
          readOnly
          onChange={nothing}
        />
        <section className={editor.card} aria-labelledby="recipe-view-notes">
          <h2 id="recipe-view-notes" className={editor.cardTitle}>
            Notes
          </h2>
          {recipe.notes ? (
            <p className={styles.text}>{recipe.notes}</p>
          ) : (
            <p className={styles.muted}>No notes.</p>
          )}
        </section>
      </div>
      <aside className={editor.side} aria-label="Figures">
        <FiguresPanel figures={figures} style={style} yeasts={recipeYeasts} />
      </aside>
    </article>
  );
}
