// The packaging section's plan (issue 32): bottles primed with a sugar or a keg under pressure, from the
// batch's own volume and its warmest fermentation reading, at the CO₂ its style is usually served with;
// the priming sugar (per batch and per bottle) or the regulator pressure follow every keystroke, worked
// out by the core's packaging plan as the server does, and saved with the batch as its `packaging`.
import {
  type Batch,
  batchLitres,
  defaultCo2Volumes,
  kegPressure,
  PRIMING_SUGARS,
  packagingPlan,
} from '@wortsmith/core';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useQuantities } from '../../lib/preferences';
import { BottleTable } from '../tools/BottleTable';
import { type ResultItem, Results } from '../tools/ToolParts';
import toolStyles from '../tools/Tools.module.css';
import { pressureResults, sugarFacts, sugarName, sugarText } from '../tools/tool-text';
import styles from './Batch.module.css';
import { plannedBatch, warmestReading } from './batch-tools-form';
import { useReadings } from './queries';
import type { BatchForm } from './use-batch-draft';

/** The temperature a keg is served at: its own, else the beer's. */
const serving = (p: { beerTemperature: number; servingTemperature?: number | null }) =>
  p.servingTemperature ?? p.beerTemperature;

/** The plan's fields and figures for the batch of `form`, `batch` as last saved. */
export function PackagingPlanner({ form, batch }: { form: BatchForm; batch: Batch }) {
  const q = useQuantities();
  const readings = useReadings(batch.id);
  const warmest = warmestReading(readings.data ?? []);
  const [recipe, brewDate, measuredOg, fermenterVolume, packaging, pitch] = useWatch({
    control: form.control,
    name: ['recipe', 'brewDate', 'measuredOg', 'fermenterVolume', 'packaging', 'pitch'],
  });
  const planned = plannedBatch({ recipe, brewDate, measuredOg, fermenterVolume, packaging, pitch }, q, batch);
  const plan = packagingPlan(planned);
  const errors = form.formState.errors.packaging;
  const temperature = q.symbol('temperature');
  const method = packaging.method;
  // A plan starts from the warmest reading, once a method is chosen and the readings are in.
  const { getValues, setValue } = form;
  useEffect(() => {
    if (method !== '' && warmest !== null && getValues('packaging.beerTemperature').trim() === '') {
      setValue('packaging.beerTemperature', q.inputText('temperature', warmest), { shouldDirty: true });
    }
  }, [method, warmest, getValues, setValue, q]);
  const kept = planned.packaging;
  const kegItems: ResultItem[] =
    plan?.kegPressureKpa != null && kept
      ? [
          ['CO₂ already in the beer', `${plan.residualCo2.toFixed(2)} vol`],
          ...pressureResults(q, {
            kpa: plan.kegPressureKpa,
            psi: kegPressure(kept.co2Volumes, serving(kept)).psi,
          }).map(
            ([term, value], i): ResultItem =>
              i === 0 ? [term, value, `at ${q.format('temperature', serving(kept))}`] : [term, value],
          ),
        ]
      : [];
  const volumeNote = `for ${q.format('volume', batchLitres(planned))}, ${
    planned.fermenterVolume === null ? 'the recipe’s batch volume' : 'the fermenter volume'
  }`;

  return (
    <div className={toolStyles.part}>
      <h3>Priming or kegging</h3>
      <div className={styles.grid}>
        <SelectField
          id="batch-packaging-method"
          label="Carbonate in"
          registration={form.register('packaging.method')}
        >
          <option value="">Not planned</option>
          <option value="bottle">Bottles, primed</option>
          <option value="keg">Keg, forced</option>
        </SelectField>
        {method !== '' && (
          <>
            <TextField
              id="batch-packaging-co2"
              label="CO₂ (volumes)"
              inputMode="decimal"
              hint={`Usual for ${recipe.style || 'most styles'}: ${defaultCo2Volumes(recipe.style)}`}
              error={errors?.co2Volumes?.message}
              registration={form.register('packaging.co2Volumes')}
            />
            <TextField
              id="batch-packaging-beer-temperature"
              label={`Beer temperature (${temperature})`}
              inputMode="decimal"
              hint={
                warmest === null
                  ? 'The warmest it was after fermentation (no reading has a temperature).'
                  : `The warmest reading: ${q.format('temperature', warmest)}`
              }
              error={errors?.beerTemperature?.message}
              registration={form.register('packaging.beerTemperature')}
            />
            {method === 'bottle' ? (
              <SelectField
                id="batch-packaging-sugar"
                label="Sugar"
                hint={sugarFacts(packaging.sugar)}
                error={errors?.sugar?.message}
                registration={form.register('packaging.sugar')}
              >
                {PRIMING_SUGARS.map((sugar) => (
                  <option key={sugar} value={sugar}>
                    {sugarName(sugar)}
                  </option>
                ))}
              </SelectField>
            ) : (
              <TextField
                id="batch-packaging-serving-temperature"
                label={`Serving temperature (${temperature})`}
                inputMode="decimal"
                error={errors?.servingTemperature?.message}
                registration={form.register('packaging.servingTemperature')}
              />
            )}
          </>
        )}
      </div>
      {method === 'bottle' && (
        <Results
          label="Priming sugar"
          items={
            plan?.primingSugarGrams != null
              ? [
                  ['CO₂ already in the beer', `${plan.residualCo2.toFixed(2)} vol`],
                  ['Sugar for the batch', sugarText(q, plan.primingSugarGrams), volumeNote],
                ]
              : []
          }
        >
          {planned.packaging ? (
            <BottleTable
              volumes={planned.packaging.co2Volumes}
              celsius={planned.packaging.beerTemperature}
              sugar={planned.packaging.sugar}
            />
          ) : (
            <p className={toolStyles.waiting}>Type the CO₂ and the beer temperature.</p>
          )}
        </Results>
      )}
      {method === 'keg' && (
        <Results label="Keg pressure" items={kegItems}>
          {!planned.packaging && <p className={toolStyles.waiting}>Type the CO₂ and the beer temperature.</p>}
        </Results>
      )}
    </div>
  );
}
