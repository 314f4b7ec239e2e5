// The plan: the recipe snapshot as brewed, its equipment and the planned figures of its ingredients as
// they stand (edited in the batch or not), in the brewer's units.
import { type FigureKey, figureReading, type RecipeInput } from '@wortsmith/core';
import { useDisplayUnits, useMethodFigures, useQuantities } from '../../lib/preferences';
import styles from './Batch.module.css';

/** The snapshot's equipment and planned figures. */
export function PlanSection({ recipe }: { recipe: RecipeInput }) {
  const units = useDisplayUnits();
  const q = useQuantities();
  const figures = useMethodFigures()(recipe);
  const equipment = recipe.recipeEquipment;
  // The planned figures as a brewer reads them (the recipe screen's panel keeps SPEC §2.7's decimals).
  const figure = (key: FigureKey): [string, string] => {
    const shown = figureReading(key, figures[key], units);
    return [shown.label, shown.text];
  };
  const facts: Array<[string, string]> = [
    ['Style', recipe.style],
    ['Equipment', equipment.name || '—'],
    ['Batch volume', q.format('volume', equipment.batchVolume)],
    ['Efficiency', `${equipment.efficiency} %`],
    ['Boil time', `${equipment.boilTime} min`],
    figure('og'),
    figure('fg'),
    figure('abv'),
    figure('ibu'),
    figure('ebc'),
  ];
  return (
    <section className={styles.section} aria-labelledby="plan-title">
      <h2 id="plan-title">Plan</h2>
      <p className={styles.hints}>
        The ingredients below are this batch’s own copy of the recipe: changing them leaves the recipe as it
        is.
      </p>
      <dl className={styles.grid} aria-label="Planned figures">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className={styles.hints}>{label}</dt>
            <dd style={{ margin: 0, fontWeight: 600 }}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
