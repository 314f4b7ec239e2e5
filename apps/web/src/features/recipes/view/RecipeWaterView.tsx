// RecipeView's Water card: the source water (the brew-day sheet's line), the salts and acids (the recipe
// screen's read-only lists), the predicted mash pH, and the water report's results (ions against the
// target, sulfate to chloride, residual alkalinity, the brew day's volumes and temperatures).
import { useMemo } from 'react';
import { predictedMashPhText, SheetSourceWater } from '../../batches/SheetWater';
import editor from '../editor/RecipeEditor.module.css';
import type { WaterTarget } from '../editor/water/MatchTarget';
import { WaterAdditions } from '../editor/water/WaterAdditions';
import { WaterResults } from '../editor/water/WaterResults';
import { waterOrDistilled } from '../editor/water/water-edits';
import type { ViewedRecipe } from './RecipeView';
import styles from './RecipeView.module.css';

const nothing = () => {};

/** The recipe's water, read only. */
export function RecipeWaterView({
  recipe,
}: {
  recipe: Pick<ViewedRecipe, 'water' | 'waterReport' | 'mashSteps'>;
}) {
  const { water, waterReport: report } = recipe;
  const shown = waterOrDistilled(water);
  const target = useMemo<WaterTarget | null>(
    () => (water?.target ? { id: water.targetWaterId, name: "the recipe's own", ions: water.target } : null),
    [water],
  );
  return (
    <section className={editor.card} aria-labelledby="recipe-view-water">
      <h2 id="recipe-view-water" className={editor.cardTitle}>
        Water
      </h2>
      {water ? (
        <SheetSourceWater water={water} />
      ) : (
        <p className={styles.muted}>No water given: distilled water is assumed.</p>
      )}
      <WaterAdditions
        salts={shown.salts}
        acids={shown.acids}
        acidMalts=""
        errors={{}}
        readOnly
        edit={nothing}
      />
      <p className={styles.line}>Predicted mash pH: {predictedMashPhText(report.mashPh)}</p>
      <WaterResults report={report} target={target} mashSteps={recipe.mashSteps} />
    </section>
  );
}
