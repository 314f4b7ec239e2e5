// The carbonation calculator: a style's usual CO₂ (or the brewer's own), the beer's warmest temperature
// after fermentation and its volume give the priming sugar for the batch and per bottle, for each sugar
// with its fermentable share; a serving temperature gives the keg's regulator pressure. Results follow
// every keystroke, in the brewer's units.
import {
  BEER_STYLE_NAMES,
  defaultCo2Volumes,
  kegPressure,
  PRIMING_SUGAR_FACTS,
  PRIMING_SUGARS,
  type PrimingSugar,
  primingSugar,
} from '@wortsmith/core';
import { OptionList } from '../../components/OptionList';
import { SelectField } from '../../components/SelectField';
import { useQuantities } from '../../lib/preferences';
import { BottleTable } from './BottleTable';
import { type ResultItem, Results, ToolCard, ToolField, useTexts } from './ToolParts';
import styles from './Tools.module.css';
import {
  pressureResults,
  startingText,
  sugarFacts,
  sugarName,
  sugarText,
  typedNumber,
  typedValue,
} from './tool-text';

/** Where the carbonation arithmetic comes from (packages/core/src/tools/carbonation.ts). */
export const CARBONATION_SOURCE =
  'residual CO₂ from the saturation table in Dave Draper’s “Priming” notes; CO₂ per gram from each sugar’s fermentation; keg pressure from a fit of the ASBC carbonation chart.';

/** The carbonation and priming calculator of the Tools page. */
export function CarbonationTool() {
  const q = useQuantities();
  const [texts, set, merge] = useTexts(() => ({
    style: '',
    co2Volumes: String(defaultCo2Volumes(null)),
    beerTemperature: startingText(q, 'temperature', '20', '68'),
    volume: startingText(q, 'volume', '20', '5'),
    sugar: 'table',
    servingTemperature: startingText(q, 'temperature', '4', '38'),
  }));
  const volumes = typedNumber(texts.co2Volumes);
  const celsius = typedValue(q, 'temperature', texts.beerTemperature);
  const litres = typedValue(q, 'volume', texts.volume);
  const serving = typedValue(q, 'temperature', texts.servingTemperature);
  const sugar = texts.sugar as PrimingSugar;
  const primed = volumes !== null && celsius !== null && litres !== null;
  const temperature = q.symbol('temperature');

  return (
    <ToolCard id="carbonation" title="Carbonation and priming" source={CARBONATION_SOURCE}>
      <div className={styles.grid}>
        <SelectField
          id="carbonation-style"
          label="Style"
          value={texts.style}
          hint="Sets the CO₂ the style is usually served with."
          onChange={(event) =>
            merge({ style: event.target.value, co2Volumes: String(defaultCo2Volumes(event.target.value)) })
          }
        >
          <option value="">Any style</option>
          <OptionList values={BEER_STYLE_NAMES} />
        </SelectField>
        <ToolField
          id="carbonation-volumes"
          label="CO₂ (volumes)"
          value={texts.co2Volumes}
          onChange={set('co2Volumes')}
        />
        <ToolField
          id="carbonation-beer-temperature"
          label={`Beer temperature (${temperature})`}
          hint="The warmest it was after fermentation."
          value={texts.beerTemperature}
          onChange={set('beerTemperature')}
        />
        <ToolField
          id="carbonation-volume"
          label={`Beer volume (${q.symbol('volume')})`}
          value={texts.volume}
          onChange={set('volume')}
        />
      </div>

      <div className={styles.part}>
        <h3>Bottles: priming sugar</h3>
        <div className={styles.grid}>
          <SelectField
            id="carbonation-sugar"
            label="Sugar"
            value={texts.sugar}
            hint={sugarFacts(sugar)}
            onChange={(event) => set('sugar')(event.target.value)}
          >
            {PRIMING_SUGARS.map((value) => (
              <option key={value} value={value}>
                {sugarName(value)}
              </option>
            ))}
          </SelectField>
        </div>
        <Results
          label="Priming sugar"
          items={
            primed
              ? [
                  [
                    'CO₂ already in the beer',
                    `${primingSugar(volumes, celsius, litres, sugar).residualCo2.toFixed(2)} vol`,
                  ],
                  [
                    'Sugar for the batch',
                    sugarText(q, primingSugar(volumes, celsius, litres, sugar).grams),
                    PRIMING_SUGAR_FACTS[sugar].name,
                  ],
                ]
              : []
          }
        >
          {primed ? (
            <div className={styles.tables}>
              <BottleTable volumes={volumes} celsius={celsius} sugar={sugar} />
              <SugarsTable volumes={volumes} celsius={celsius} litres={litres} chosen={sugar} />
            </div>
          ) : (
            <p className={styles.waiting}>Type the CO₂, the beer temperature and the volume.</p>
          )}
        </Results>
      </div>

      <div className={styles.part}>
        <h3>Keg: regulator pressure</h3>
        <div className={styles.grid}>
          <ToolField
            id="carbonation-serving-temperature"
            label={`Serving temperature (${temperature})`}
            value={texts.servingTemperature}
            onChange={set('servingTemperature')}
          />
        </div>
        <Results
          label="Keg pressure"
          items={
            volumes !== null && serving !== null
              ? pressureResults(q, kegPressure(volumes, serving)).map(
                  ([term, value], i): ResultItem =>
                    i === 0 ? [term, value, `to hold ${volumes} volumes`] : [term, value],
                )
              : []
          }
        >
          {volumes === null || serving === null ? (
            <p className={styles.waiting}>Type the CO₂ and the serving temperature.</p>
          ) : null}
        </Results>
      </div>
    </ToolCard>
  );
}

/** Every sugar's fermentable share and the grams of it the batch takes, the chosen one marked. */
function SugarsTable({
  volumes,
  celsius,
  litres,
  chosen,
}: {
  volumes: number;
  celsius: number;
  litres: number;
  chosen: PrimingSugar;
}) {
  const q = useQuantities();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>Each sugar for the batch</caption>
        <thead>
          <tr>
            <th scope="col">Sugar</th>
            <th scope="col" className={styles.number}>
              Ferments
            </th>
            <th scope="col" className={styles.number}>
              For the batch
            </th>
          </tr>
        </thead>
        <tbody>
          {PRIMING_SUGARS.map((value) => (
            <tr key={value} aria-current={value === chosen ? 'true' : undefined}>
              <th scope="row">{PRIMING_SUGAR_FACTS[value].name}</th>
              <td className={styles.number}>{Math.round(PRIMING_SUGAR_FACTS[value].fermentable * 100)} %</td>
              <td className={styles.number}>
                {sugarText(q, primingSugar(volumes, celsius, litres, value).grams)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
