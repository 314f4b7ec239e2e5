// The recipe screen's Water section (issue "Water and the mash"): the source water and its dilution, the
// target profile, salts and acids by vessel, the mash pH with advice and Match target, and the results (ions,
// sulfate-to-chloride, residual alkalinity, the brew day's water), computed in the browser on every edit.
// Editable in edit mode, read-only in details mode. Memoised like the other cards: a keystroke in another card
// renders it again only when it changes what the water report reads (the grain bill, the equipment, the mash).
import {
  type BeerStyle,
  type BrewerQuantities,
  type MashStep,
  maltClass,
  type RecipeEquipment,
  type RecipeFermentable,
  type RecipeWater,
} from '@wortsmith/core';
import { memo, Profiler, useCallback, useMemo, useRef } from 'react';
import { useQuantities } from '../../../../lib/preferences';
import type { RecipeFieldErrors } from '../field-errors';
import { onRowRender } from '../ingredients/row-renders';
import { MashPhPanel } from './MashPhPanel';
import type { WaterTarget } from './MatchTarget';
import { useWaterProfiles } from './use-water-profiles';
import { useWaterReport } from './use-water-report';
import { WaterAdditions } from './WaterAdditions';
import { WaterResults } from './WaterResults';
import styles from './WaterSection.module.css';
import { WaterSources } from './WaterSources';
import { type WaterEdit, waterOrDistilled } from './water-edits';

/** Props of the section. */
export interface WaterSectionProps {
  water: RecipeWater | null;
  fermentables: readonly RecipeFermentable[];
  equipment: RecipeEquipment;
  mashSteps: readonly MashStep[];
  style: BeerStyle | undefined;
  /** Messages under the fields (after a save attempt); the section reads its own. */
  errors: RecipeFieldErrors;
  readOnly: boolean;
  onChange: (water: RecipeWater) => void;
}

/** The acid malts of a grain bill in words: "Acidulated Malt (0.15 kg, 3 % lactic acid)". */
function acidMaltsOf(fermentables: readonly RecipeFermentable[], q: BrewerQuantities): string {
  return fermentables
    .filter((f) => maltClass(f) === 'acid')
    .map((f) => {
      const acid = f.acidContent ? `, ${f.acidContent} % lactic acid` : '';
      return `${f.name} (${q.format('weight', f.quantity, { fermentable: true })}${acid})`;
    })
    .join(', ');
}

/** The Water card. */
export const WaterSection = memo(function WaterSection({
  water,
  fermentables,
  equipment,
  mashSteps,
  style,
  errors,
  readOnly,
  onChange,
}: WaterSectionProps) {
  const current = waterOrDistilled(water);
  const report = useWaterReport({ fermentables, equipment, mashSteps, water });
  const profiles = useWaterProfiles(style);
  // Every part edits the water as it is when the edit applies, through one stable function.
  const latest = useRef(current);
  latest.current = current;
  const edit = useCallback<WaterEdit>((change) => onChange(change(latest.current)), [onChange]);

  const { target: chosen, targetWaterId } = current;
  const target = useMemo<WaterTarget | null>(() => {
    if (chosen)
      return { id: targetWaterId, name: profiles.byId(targetWaterId)?.name ?? 'your target', ions: chosen };
    const suggested = profiles.suggested;
    return suggested ? { id: suggested.id, name: suggested.name, ions: suggested.ions } : null;
  }, [chosen, targetWaterId, profiles]);
  const q = useQuantities();
  const acidMalts = useMemo(() => acidMaltsOf(fermentables, q), [fermentables, q]);

  return (
    <Profiler id="water-section" onRender={onRowRender}>
      <section className={styles.card} aria-labelledby="water-title">
        <h2 id="water-title" className={styles.title}>
          Water
        </h2>
        <WaterSources water={current} profiles={profiles} errors={errors} readOnly={readOnly} edit={edit} />
        <WaterAdditions
          salts={current.salts}
          acids={current.acids}
          acidMalts={acidMalts}
          errors={errors}
          readOnly={readOnly}
          edit={edit}
        />
        <MashPhPanel
          water={current}
          report={report}
          target={target}
          errors={errors}
          readOnly={readOnly}
          edit={edit}
        />
        <WaterResults report={report} target={target} mashSteps={mashSteps} />
      </section>
    </Profiler>
  );
});
