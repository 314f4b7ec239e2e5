// /Batches/{id}/print and /Recipes/{id}/print: the brew-day sheet of a batch or of a recipe (print CSS,
// one or two A4 or Letter pages): water and volumes (the water's source, strike, infusion and sparge water,
// salts and acids by vessel, predicted mash pH: SheetWater.tsx), grain bill, mash schedule, boil additions in
// order, dry hops, yeast and fermentation, and blank lines for what is measured; volumes, temperatures,
// colours and gravities in the brewer's units.
import {
  dryHopDurationText,
  FERMENTATION_STEP_KIND_NAMES,
  formatAbv,
  formatAmount,
  formatIbu,
  minutesToDays,
  planDayRangeText,
  planDays,
  planSpans,
  type RecipeInput,
  type WaterReport,
} from '@wortsmith/core';
import { Link, useParams } from 'react-router';
import { Button, buttonClassNames } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { useAmountUnits, useMethodFigures, useQuantities } from '../../lib/preferences';
import { useRecipe } from '../recipes/queries';
import styles from './BrewSheet.module.css';
import { boilAdditions, hopsAt, mashSteps } from './brew-sheet';
import { useBatch } from './queries';
import { Blank, CheckRow } from './SheetRows';
import { SheetSourceWater, SheetWaterLines, SheetWaterTreatment } from './SheetWater';

/** The printable brew-day sheet of a batch. */
export function BrewSheetPage() {
  const { id = '' } = useParams();
  const batch = useBatch(id).data;
  if (!batch) return <Spinner />;
  return (
    <BrewSheet
      recipe={batch.recipe}
      waterReport={batch.waterReport}
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
      waterReport={recipe.waterReport}
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
  /** The server's water report of `recipe`. */
  waterReport: WaterReport;
  title: string;
  /** Printed when known, else a blank line to fill in. */
  brewDate: string | null;
  notes: string | null;
  back: { to: string; label: string };
}

/** The sheet itself. */
function BrewSheet({ recipe, waterReport, title, brewDate, notes, back }: BrewSheetProps) {
  const q = useQuantities();
  const units = useAmountUnits();
  const litres = q.symbol('volume');
  /** A measured line's label with its unit when it is not SG ("OG (°P)"). */
  const gravityLabel = (label: string) =>
    q.units.gravity === 'SG' ? label : `${label} (${q.symbol('gravity')})`;
  const equipment = recipe.recipeEquipment;
  const figures = useMethodFigures()(recipe);
  const steps = mashSteps(recipe);
  const boil = boilAdditions(recipe);
  const dryHops = hopsAt(recipe, 'Dry Hop');
  const mashHops = hopsAt(recipe, 'Mash');
  const plan = recipe.fermentationSteps ?? [];
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
        {q.format('gravity', figures.og)}, FG {q.format('gravity', figures.fg)}, {formatAbv(figures.abv)} ABV,{' '}
        {formatIbu(figures.ibu)} IBU, {q.format('color', figures.ebc)}
      </div>

      <h2>Water and volumes ({q.format('volume', waterReport.totalWater)} of water)</h2>
      <div className={styles.columns}>
        <SheetSourceWater water={recipe.water} />
        <div>Batch volume (into fermenter): {q.format('volume', equipment.batchVolume)}</div>
        <div>Pre-boil volume: {q.format('volume', figures.preBoilVolume)}</div>
        <div>Boil time: {equipment.boilTime} min</div>
        <div>Boil-off: {q.format('volume', equipment.boilOff)}/h</div>
        <div>Mash tun dead space: {q.format('volume', equipment.deadSpace)}</div>
        <div>Trub and chiller loss: {q.format('volume', equipment.trubLoss)}</div>
        <div>Efficiency planned: {equipment.efficiency} %</div>
        <SheetWaterLines report={waterReport} stepNames={steps.map((step) => step.name)} />
      </div>
      <SheetWaterTreatment water={recipe.water} />

      <h2>Grain bill ({formatAmount('recipeFermentables', { quantity: totalGrain }, units)})</h2>
      <table>
        <tbody>
          {recipe.recipeFermentables.map((f, i) => (
            <CheckRow key={f.id}>
              <td>{f.name}</td>
              <td className={styles.number}>{formatAmount('recipeFermentables', f, units)}</td>
              <td className={styles.number}>{figures.fermentablePercentages[i]?.toFixed(1)} %</td>
              <td className={styles.number}>
                {typeof f.ebc === 'number' ? q.format('color', f.ebc) : `— ${q.symbol('color')}`}
              </td>
            </CheckRow>
          ))}
        </tbody>
      </table>

      <h2>Mash</h2>
      <table>
        <tbody>
          {steps.length > 0
            ? steps.map((step, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: steps have no id of their own here
                <CheckRow key={i}>
                  <td>{step.name}</td>
                  <td className={styles.number}>{q.format('temperature', step.temperature)}</td>
                  <td className={styles.number}>{step.minutes === null ? '' : `${step.minutes} min`}</td>
                  <td>
                    Actual: <Blank />
                  </td>
                </CheckRow>
              ))
            : [1, 2].map((n) => (
                <CheckRow key={n}>
                  <td>
                    Step {n}: <Blank /> {q.symbol('temperature')} for <Blank /> min
                  </td>
                </CheckRow>
              ))}
          {mashHops.map((hop) => (
            <CheckRow key={hop.id}>
              <td>Mash hop: {hop.name}</td>
              <td className={styles.number}>{q.format('weight', hop.quantity)}</td>
            </CheckRow>
          ))}
        </tbody>
      </table>
      <div className={styles.measure}>
        {['Mash pH', gravityLabel('Pre-boil gravity'), `Pre-boil volume (${litres})`].map(measure)}
      </div>

      <h2>Boil ({equipment.boilTime} min)</h2>
      <table>
        <tbody>
          {boil.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same ingredient may go in twice
            <CheckRow key={i}>
              <td>{line.when}</td>
              <td>{line.name}</td>
              <td className={styles.number}>
                {formatAmount(line.kind === 'Hop' ? 'recipeHops' : 'recipeMisc', line.amount, units)}
              </td>
            </CheckRow>
          ))}
        </tbody>
      </table>
      <div className={styles.measure}>
        {[`Post-boil volume (${litres})`, gravityLabel('OG'), `Into fermenter (${litres})`].map(measure)}
      </div>

      <h2>Fermentation</h2>
      <table>
        <tbody>
          {recipe.recipeYeasts.map((yeast) => (
            <CheckRow key={yeast.id}>
              <td>
                {yeast.name}
                {yeast.manufacturer ? ` (${yeast.manufacturer})` : ''}
              </td>
              <td className={styles.number}>{formatAmount('recipeYeasts', yeast, units)}</td>
              <td>Ferment at {yeast.temperatureRange ?? <Blank />}</td>
            </CheckRow>
          ))}
          {dryHops.map((hop) => (
            <CheckRow key={hop.id}>
              <td>Dry hop: {hop.name}</td>
              <td className={styles.number}>{q.format('weight', hop.quantity)}</td>
              <td>
                Day {typeof hop.dryHopStart === 'number' ? minutesToDays(hop.dryHopStart) : <Blank />}
                {dryHopDurationText(hop) ? ` · ${dryHopDurationText(hop)}` : ''}
              </td>
            </CheckRow>
          ))}
        </tbody>
      </table>
      {plan.length > 0 && (
        <table className={styles.plan}>
          <caption>Fermentation plan ({planDays(plan)} days)</caption>
          <thead>
            <tr>
              <th className={styles.check} aria-label="Done" />
              <th scope="col">Step</th>
              <th scope="col" className={styles.planKind}>
                Kind
              </th>
              <th scope="col" className={styles.number}>
                Temperature
              </th>
              <th scope="col" className={styles.number}>
                Days
              </th>
              <th scope="col" className={styles.number}>
                Ramp
              </th>
              <th scope="col">When</th>
            </tr>
          </thead>
          <tbody>
            {planSpans(plan).map((span) => (
              <CheckRow key={span.step.id}>
                <td>{span.step.name}</td>
                <td className={styles.planKind}>{FERMENTATION_STEP_KIND_NAMES[span.step.kind]}</td>
                <td className={styles.number}>{q.format('temperature', span.step.temperature)}</td>
                <td className={styles.number}>{span.step.days}</td>
                <td className={styles.number}>{span.step.rampDays ? `${span.step.rampDays} d` : '—'}</td>
                <td>{planDayRangeText(span)}</td>
              </CheckRow>
            ))}
          </tbody>
        </table>
      )}

      <h2>Packaging</h2>
      <div className={styles.measure}>
        {['Date', gravityLabel('FG'), 'Carbonation (vol)', 'Method'].map(measure)}
      </div>
      <h2>Notes</h2>
      <div className={styles.notes}>{notes}</div>
    </article>
  );
}
