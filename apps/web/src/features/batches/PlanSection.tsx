// The plan: the recipe snapshot as brewed, its equipment, ingredients and planned figures.
import { computeRecipeFigures, formatWeight, type RecipeInput } from '@wortsmith/core';
import { useWeightUnit } from '../../lib/session';
import styles from './Batch.module.css';

/** The snapshot's figures and ingredient lists. */
export function PlanSection({ recipe }: { recipe: RecipeInput }) {
  const unit = useWeightUnit();
  const figures = computeRecipeFigures(recipe);
  const equipment = recipe.recipeEquipment;
  const facts: Array<[string, string]> = [
    ['Style', recipe.style],
    ['Equipment', equipment.name || '—'],
    ['Batch volume', `${equipment.batchVolume} L`],
    ['Efficiency', `${equipment.efficiency} %`],
    ['Boil time', `${equipment.boilTime} min`],
    ['OG', figures.og.toFixed(3)],
    ['FG', figures.fg.toFixed(3)],
    ['ABV', `${figures.abv.toFixed(2)} %`],
    ['IBU', figures.ibu.toFixed(2)],
    ['EBC', figures.ebc.toFixed(2)],
  ];
  const lists = [
    {
      title: 'Fermentables',
      rows: recipe.recipeFermentables.map((f, i) => [
        f.name,
        formatWeight(f.quantity, unit, { fermentable: true }),
        `${figures.fermentablePercentages[i]?.toFixed(2)} %`,
      ]),
    },
    {
      title: 'Hops',
      rows: recipe.recipeHops.map((h, i) => [
        `${h.name} (${h.alphaAcidContent} % AA)`,
        formatWeight(h.quantity, unit),
        `${h.usageStage} ${h.boilTime} min · ${figures.hopIbus[i]?.toFixed(2)} IBU`,
      ]),
    },
    {
      title: 'Misc',
      rows: recipe.recipeMisc.map((m) => [m.name, formatWeight(m.quantity, unit), `${m.time} min`]),
    },
    {
      title: 'Yeasts',
      rows: recipe.recipeYeasts.map((y) => [
        y.name,
        formatWeight(y.quantity, unit),
        y.attenuation === null ? '' : `${y.attenuation} % attenuation`,
      ]),
    },
  ].filter((list) => list.rows.length > 0);
  return (
    <section className={styles.section} aria-labelledby="plan-title">
      <h2 id="plan-title">Plan</h2>
      <dl className={styles.grid}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className={styles.hints}>{label}</dt>
            <dd style={{ margin: 0, fontWeight: 600 }}>{value}</dd>
          </div>
        ))}
      </dl>
      {lists.map((list) => (
        <div key={list.title} className={styles.tableWrap}>
          <h3>{list.title}</h3>
          <table className={styles.table}>
            <tbody>
              {list.rows.map((row, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed snapshot, never reordered
                <tr key={i}>
                  <td>{row[0]}</td>
                  <td className={styles.number}>{row[1]}</td>
                  <td>{row[2]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}
