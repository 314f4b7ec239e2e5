// /Batches/{id}/print and /Recipes/{id}/print: the brew-day sheet of a batch or of a recipe (print CSS,
// one or two A4 or Letter pages): water and volumes, grain bill, mash schedule, boil additions in
// order, dry hops, yeast and fermentation, and blank lines for what is measured.
import {
  computeRecipeFigures,
  dryHopDurationText,
  formatWeight,
  minutesToDays,
  type RecipeInput,
} from '@wortsmith/core';
import { Link, useParams } from 'react-router';
import { Button, buttonClassNames } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { useWeightUnit } from '../../lib/session';
import { useRecipe } from '../recipes/queries';
import styles from './BrewSheet.module.css';
import { boilAdditions, hopsAt, mashSteps } from './brew-sheet';
import { useBatch } from './queries';

const Blank = () => <span className={styles.blank} />;

/** The printable brew-day sheet of a batch. */
export function BrewSheetPage() {
  const { id = '' } = useParams();
  const batch = useBatch(id).data;
  if (!batch) return <Spinner />;
  return (
    <BrewSheet
      recipe={batch.recipe}
      title={`Batch #${batch.number}: ${batch.name}`}
      brewDate={batch.brewDate}
      notes={batch.notes}
      back={{ to: `/Batches/${batch.id}`, label: 'Back to the batch' }}
    />
  );
}

/** The printable brew-day sheet of a recipe, to brew it without a batch or before making one. */
export function RecipeBrewSheetPage() {
  const { id = '' } = useParams();
  const recipe = useRecipe(id).data;
  if (!recipe) return <Spinner />;
  return (
    <BrewSheet
      recipe={recipe}
      title={recipe.name}
      brewDate={null}
      notes={recipe.notes}
      back={{ to: `/Recipes/${recipe.id}/details`, label: 'Back to the recipe' }}
    />
  );
}

/** Props of BrewSheet. */
interface BrewSheetProps {
  recipe: RecipeInput;
  title: string;
  /** Printed when known, else a blank line to fill in. */
  brewDate: string | null;
  notes: string | null;
  back: { to: string; label: string };
}

/** The sheet itself. */
function BrewSheet({ recipe, title, brewDate, notes, back }: BrewSheetProps) {
  const unit = useWeightUnit();
  const equipment = recipe.recipeEquipment;
  const figures = computeRecipeFigures(recipe);
  const steps = mashSteps(recipe);
  const boil = boilAdditions(recipe);
  const dryHops = hopsAt(recipe, 'Dry Hop');
  const mashHops = hopsAt(recipe, 'Mash');
  const totalGrain = recipe.recipeFermentables.reduce((sum, f) => sum + f.quantity, 0);
  const measure = (label: string) => (
    <div key={label}>
      {label}: <Blank />
    </div>
  );

  return (
    <article className={styles.sheet} data-testid="brew-sheet">
      <div className={styles.toolbar}>
        <Link className={buttonClassNames.secondary} to={back.to}>
          {back.label}
        </Link>
        <Button onClick={() => window.print()}>Print</Button>
      </div>
      <h1>{title}</h1>
      <div>
        {recipe.style} · {recipe.type} · brew date {brewDate ?? <Blank />} · planned OG{' '}
        {figures.og.toFixed(3)}, FG {figures.fg.toFixed(3)}, {figures.abv.toFixed(2)} % ABV,{' '}
        {figures.ibu.toFixed(1)} IBU, {figures.ebc.toFixed(1)} EBC
      </div>

      <h2>Water and volumes</h2>
      <div className={styles.columns}>
        <div>Batch volume (into fermenter): {equipment.batchVolume} L</div>
        <div>Pre-boil volume: {figures.preBoilVolume.toFixed(1)} L</div>
        <div>Boil time: {equipment.boilTime} min</div>
        <div>Boil-off: {equipment.boilOff} L/h</div>
        <div>Mash tun dead space: {equipment.deadSpace} L</div>
        <div>Trub and chiller loss: {equipment.trubLoss} L</div>
        <div>Efficiency planned: {equipment.efficiency} %</div>
      </div>

      <h2>Grain bill ({formatWeight(totalGrain, unit, { fermentable: true })})</h2>
      <table>
        <tbody>
          {recipe.recipeFermentables.map((f, i) => (
            <tr key={f.id}>
              <td className={styles.check}>☐</td>
              <td>{f.name}</td>
              <td className={styles.number}>{formatWeight(f.quantity, unit, { fermentable: true })}</td>
              <td className={styles.number}>{figures.fermentablePercentages[i]?.toFixed(1)} %</td>
              <td className={styles.number}>{f.ebc ?? '—'} EBC</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>Mash</h2>
      <table>
        <tbody>
          {steps.length > 0
            ? steps.map((step, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: steps have no id of their own here
                <tr key={i}>
                  <td className={styles.check}>☐</td>
                  <td>{step.name}</td>
                  <td className={styles.number}>
                    {step.temperature === null ? '' : `${step.temperature} °C`}
                  </td>
                  <td className={styles.number}>{step.minutes === null ? '' : `${step.minutes} min`}</td>
                  <td>
                    Actual: <Blank />
                  </td>
                </tr>
              ))
            : [1, 2].map((n) => (
                <tr key={n}>
                  <td className={styles.check}>☐</td>
                  <td>
                    Step {n}: <Blank /> °C for <Blank /> min
                  </td>
                </tr>
              ))}
          {mashHops.map((hop) => (
            <tr key={hop.id}>
              <td className={styles.check}>☐</td>
              <td>Mash hop: {hop.name}</td>
              <td className={styles.number}>{formatWeight(hop.quantity, unit)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.measure}>
        {['Mash pH', 'Pre-boil gravity', 'Pre-boil volume (L)'].map(measure)}
      </div>

      <h2>Boil ({equipment.boilTime} min)</h2>
      <table>
        <tbody>
          {boil.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same ingredient may go in twice
            <tr key={i}>
              <td className={styles.check}>☐</td>
              <td>{line.when}</td>
              <td>{line.name}</td>
              <td className={styles.number}>{formatWeight(line.grams, unit)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.measure}>
        {['Post-boil volume (L)', 'OG', 'Into fermenter (L)'].map(measure)}
      </div>

      <h2>Fermentation</h2>
      <table>
        <tbody>
          {recipe.recipeYeasts.map((yeast) => (
            <tr key={yeast.id}>
              <td className={styles.check}>☐</td>
              <td>
                {yeast.name}
                {yeast.manufacturer ? ` (${yeast.manufacturer})` : ''}
              </td>
              <td className={styles.number}>{formatWeight(yeast.quantity, unit)}</td>
              <td>Ferment at {yeast.temperatureRange ?? <Blank />}</td>
            </tr>
          ))}
          {dryHops.map((hop) => (
            <tr key={hop.id}>
              <td className={styles.check}>☐</td>
              <td>Dry hop: {hop.name}</td>
              <td className={styles.number}>{formatWeight(hop.quantity, unit)}</td>
              <td>
                Day {typeof hop.dryHopStart === 'number' ? minutesToDays(hop.dryHopStart) : <Blank />}
                {dryHopDurationText(hop) ? ` · ${dryHopDurationText(hop)}` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>Packaging</h2>
      <div className={styles.measure}>{['Date', 'FG', 'Carbonation (vol)', 'Method'].map(measure)}</div>
      <h2>Notes</h2>
      <div style={{ minHeight: '20mm' }}>{notes}</div>
    </article>
  );
}
