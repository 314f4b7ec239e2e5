// The calculation methods in view (issues 30 and 31): under the figures, the gravity, colour and
// bitterness methods the panel uses, each switched in place and saved as the brewer's preference; and,
// where another method would give a different figure for this recipe (extract or sugar, whirlpool or
// first-wort hops, a dark grist), one line with that figure and a one-click switch.
import {
  type BeerStyle,
  type CalculationMethods,
  COLOR_METHODS,
  computeFiguresWithMethods,
  displayedFigure,
  type FigureKey,
  GRAVITY_METHODS,
  IBU_METHODS,
  type MethodFiguresInput,
  type RecipeFigures,
} from '@wortsmith/core';
import { memo, useMemo } from 'react';
import { useDisplayUnits, usePreferences } from '../../../../lib/preferences';
import { PHONE_QUERY, useMediaQuery } from '../../../../lib/use-media-query';
import { useSaveMethod } from '../../../settings/mutations';
import styles from './FiguresPanel.module.css';

/** Each method's words, in the order the panel lists them. */
const METHODS = [
  {
    key: 'gravityMethod',
    label: 'Gravity',
    options: GRAVITY_METHODS,
    words: { spec: 'SPEC formula', byStage: 'By stage' },
  },
  { key: 'colorMethod', label: 'Colour', options: COLOR_METHODS, words: { spec: 'Linear', morey: 'Morey' } },
  {
    key: 'ibuMethod',
    label: 'Bitterness',
    options: IBU_METHODS,
    words: { spec: 'Tinseth', staged: 'Tinseth, stage-aware' },
  },
] as const;

/** How far apart two figures must be before the other method is worth a line. */
const NOTEWORTHY = { og: 0.0005, ibu: 1 } as const;
/** The linear colour "runs far above" Morey's beyond this ratio. */
const COLOUR_RATIO = 1.5;

/** A line offering another method: what it gives and why, with the switch. */
interface Suggestion {
  key: (typeof METHODS)[number]['key'];
  value: string;
  text: string;
  action: string;
}

/** Props: the recipe as the figures read it, its figures by the brewer's methods, and its style. */
export interface MethodSwitchProps {
  input: MethodFiguresInput;
  figures: RecipeFigures;
  style: BeerStyle | undefined;
}

/** The methods line and the lines offering another method. */
export const MethodSwitch = memo(function MethodSwitch({ input, figures, style }: MethodSwitchProps) {
  const preferences = usePreferences();
  const units = useDisplayUnits();
  const save = useSaveMethod();
  const { colorMethod, ibuMethod, gravityMethod } = preferences;

  const suggestions = useMemo((): Suggestion[] => {
    const methods: CalculationMethods = { colorMethod, ibuMethod, gravityMethod };
    const shown = (key: FigureKey, value: number) => displayedFigure(key, value, style, units).text;
    const found: Suggestion[] = [];
    if (
      gravityMethod === 'spec' &&
      input.recipeFermentables.some((f) => f.contribution && f.contribution !== 'mashed')
    ) {
      const other = computeFiguresWithMethods(input, { ...methods, gravityMethod: 'byStage' });
      if (Math.abs(other.og - figures.og) >= NOTEWORTHY.og)
        found.push({
          key: 'gravityMethod',
          value: 'byStage',
          text: `By stage, OG is ${shown('og', other.og)}: malt extract and sugar give all their extract, steeped grain part of it.`,
          action: 'Use by stage',
        });
    }
    if (ibuMethod === 'spec' && input.recipeHops.some((h) => h.usageStage && h.usageStage !== 'Boil')) {
      const other = computeFiguresWithMethods(input, { ...methods, ibuMethod: 'staged' });
      if (Math.abs(other.ibu - figures.ibu) >= NOTEWORTHY.ibu)
        found.push({
          key: 'ibuMethod',
          value: 'staged',
          text: `Stage-aware, IBU is ${shown('ibu', other.ibu)}: Tinseth counts whirlpool, mash and first-wort hops as boiled.`,
          action: 'Use stage-aware',
        });
    }
    if (colorMethod === 'spec') {
      const other = computeFiguresWithMethods(input, { ...methods, colorMethod: 'morey' });
      if (other.ebc > 0 && figures.ebc > other.ebc * COLOUR_RATIO)
        found.push({
          key: 'colorMethod',
          value: 'morey',
          text: `Morey gives ${units.color} ${shown('ebc', other.ebc)}: the linear formula runs high for dark beers.`,
          action: 'Use Morey',
        });
    }
    return found;
  }, [input, figures, style, units, colorMethod, ibuMethod, gravityMethod]);

  // On a phone the panel is a strip at the bottom of the screen: the methods fold into one line there.
  const phone = useMediaQuery(PHONE_QUERY);
  const summary = METHODS.map((m) => (m.words as Record<string, string>)[preferences[m.key]]).join(' · ');
  return (
    <details className={styles.methods} open={!phone} key={phone ? 'phone' : 'wide'}>
      <summary className={styles.methodsTitle}>
        Methods <span className={styles.methodsSummary}>{summary}</span>
        {suggestions.length > 0 && (
          <span className={styles.methodsCount}>
            {' '}
            · {suggestions.length} other {suggestions.length > 1 ? 'figures' : 'figure'}
          </span>
        )}
      </summary>
      {METHODS.map((method) => {
        const id = `figures-${method.key}`;
        const words: Record<string, string> = method.words;
        return (
          <div className={styles.method} key={method.key}>
            <label htmlFor={id}>{method.label}</label>
            <select
              id={id}
              value={preferences[method.key]}
              onChange={(event) => save(method.key, event.target.value)}
            >
              {method.options.map((option) => (
                <option key={option} value={option}>
                  {words[option]}
                </option>
              ))}
            </select>
          </div>
        );
      })}
      {suggestions.map((s) => (
        <p className={styles.suggestion} key={s.key} data-testid={`method-note-${s.key}`}>
          {s.text}{' '}
          <button type="button" className={styles.switch} onClick={() => save(s.key, s.value)}>
            {s.action}
          </button>
        </p>
      ))}
    </details>
  );
});
