// The Water section's source and target: the source water as a profile from the Waters catalogue (its ions
// copied) or six ions typed in, its dilution with distilled water, and the target profile the results are
// compared against (the style's suggestion until the brewer picks one).
import { IONS, type Ion, type RecipeWater } from '@wortsmith/core';
import { memo } from 'react';
import { Field, fieldControlProps } from '../../../../components';
import type { RecipeFieldErrors } from '../field-errors';
import { NumberInput } from '../NumberInput';
import { ionLabel } from './ion-labels';
import type { WaterProfile, WaterProfiles } from './use-water-profiles';
import styles from './WaterSection.module.css';
import { type WaterEdit, withSourceIon, withSourceProfile, withTargetProfile } from './water-edits';
import { WATER_FIELD_IDS as ids, type WaterFieldId } from './water-field-ids';

/** The profiles as options: the brewer's own, then the official ones. */
function ProfileOptions({ profiles, chosen }: { profiles: WaterProfiles; chosen: string | null }) {
  const own = profiles.list.filter((p) => !p.official);
  const official = profiles.list.filter((p) => p.official);
  const group = (label: string, list: WaterProfile[]) =>
    list.length > 0 && (
      <optgroup label={label}>
        {list.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </optgroup>
    );
  return (
    <>
      {/* A chosen profile no longer in the catalogue (or not loaded yet) keeps its place in the select. */}
      {chosen !== null && !profiles.byId(chosen) && (
        <option value={chosen}>
          {profiles.loading ? 'Loading profiles…' : 'A profile no longer in the catalogue'}
        </option>
      )}
      {group('Your profiles', own)}
      {group('Official profiles', official)}
    </>
  );
}

/** Props of WaterSources. */
export interface WaterSourcesProps {
  water: RecipeWater;
  profiles: WaterProfiles;
  errors: RecipeFieldErrors;
  readOnly: boolean;
  edit: WaterEdit;
}

/** Source water, dilution and target. */
export const WaterSources = memo(function WaterSources({
  water,
  profiles,
  errors,
  readOnly,
  edit,
}: WaterSourcesProps) {
  const control = (id: string) => ({
    ...fieldControlProps(id, errors[id as keyof RecipeFieldErrors]),
    disabled: readOnly,
  });
  const ion = (name: Ion) => {
    const id = ids.sourceIon(name);
    return (
      <Field key={name} id={id} label={ionLabel(name)} error={errors[id]}>
        <NumberInput
          {...control(id)}
          value={water.source[name]}
          onValue={(value) => edit((w) => withSourceIon(w, name, value))}
        />
      </Field>
    );
  };
  const suggestion = profiles.suggested;
  const suggested = water.targetWaterId === null && water.target === null && suggestion !== undefined;
  // A select of the catalogue's profiles; `none` names its empty choice.
  const profileField = (field: {
    id: WaterFieldId;
    label: string;
    hint: string | undefined;
    chosen: string | null;
    none: string;
    pick: (profile: WaterProfile | null) => (water: RecipeWater) => RecipeWater;
  }) => (
    <Field
      id={field.id}
      label={field.label}
      error={errors[field.id]}
      {...(field.hint ? { hint: field.hint } : {})}
    >
      <select
        {...control(field.id)}
        value={field.chosen ?? ''}
        onChange={(event) => edit(field.pick(profiles.byId(event.target.value) ?? null))}
      >
        <option value="">{field.none}</option>
        <ProfileOptions profiles={profiles} chosen={field.chosen} />
      </select>
    </Field>
  );

  return (
    <div className={styles.block}>
      {profileField({
        id: ids.source,
        label: 'Source water',
        // What to do with a field is said only where it can be done.
        hint: readOnly
          ? undefined
          : "Choose a profile to copy its ions, or type your water report's figures below.",
        chosen: water.sourceWaterId,
        none: readOnly ? 'Own figures' : 'Own figures (typed below)',
        pick: (profile) => (w) => withSourceProfile(w, profile),
      })}
      <fieldset className={styles.ions}>
        <legend className={styles.legend}>Source water ions (mg/L)</legend>
        {IONS.map(ion)}
      </fieldset>
      <div className={styles.pair}>
        <Field
          id={ids.dilution}
          label="Distilled water (%)"
          error={errors[ids.dilution]}
          hint="Share of the water replaced by distilled or RO water."
        >
          <NumberInput
            {...control(ids.dilution)}
            value={water.dilutionPercent}
            onValue={(value) => edit((w) => ({ ...w, dilutionPercent: value }))}
          />
        </Field>
        {profileField({
          id: ids.target,
          label: 'Target profile',
          hint: suggested
            ? `Suggested from the style’s colour and bitterness${readOnly ? '.' : '; pick it to keep it with the recipe.'}`
            : 'The profile the results are compared against.',
          chosen: water.targetWaterId,
          none:
            water.target !== null && water.targetWaterId === null
              ? 'Own target'
              : suggestion
                ? `Suggested: ${suggestion.name}`
                : 'None',
          pick: (profile) => (w) => withTargetProfile(w, profile),
        })}
      </div>
    </div>
  );
});
