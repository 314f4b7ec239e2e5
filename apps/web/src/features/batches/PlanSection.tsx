// The plan: the recipe snapshot as brewed, its equipment and the planned figures of its ingredients as
// they stand (edited in the batch or not), in the brewer's units.
import { displayedFigure, type RecipeInput } from '@wortsmith/core';
import { useDisplayUnits, useMethodFigures, useQuantities } from '../../lib/preferences';
import styles from './Batch.module.css';

/** The snapshot's equipment and planned figures. */
export function PlanSection({ recipe }: { recipe: RecipeInput }) {
  const units = useDisplayUnits();
  const q = useQuantities();
  const figures = useMethodFigures()(recipe);
  const equipment = recipe.recipeEquipment;
  const figure = (key: 'og' | 'fg' | 'ebc'): [string, string] => {
    const shown = displayedFigure(key, figures[key], null, units);
    return [shown.label, shown.text];
  };
  const facts: Array<[string, string]> = [
    ['Style', recipe.style],
    ['Equipment', equipment.name || '—'],
    ['Batch volume', q.format('volume', equipment.batchVolume, { trim: true })],
    ['Efficiency', `${equipment.efficiency} %`],
    ['Boil time', `${equipment.boilTime} min`],
    figure('og'),
    figure('fg'),
    ['ABV', `${figures.abv.toFixed(2)} %`],
    ['IBU', figures.ibu.toFixed(2)],
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
