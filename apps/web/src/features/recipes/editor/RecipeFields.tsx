// The recipe's own fields (SPEC §2.7): name, author, creation date, description, equipment, style,
// type, batch volume and time, efficiency (twice, one value), pre-boil volume and boil time.
import { BEER_STYLES, CATALOGUE_DESCRIPTIONS, RECIPE_TYPES, type RecipeType } from '@wortsmith/core';
import { memo } from 'react';
import { Button, Field, fieldControlClass, fieldErrorId, OptionList } from '../../../components';
import { useQuantities } from '../../../lib/preferences';
import type { RecipeFieldErrors, RecipeFieldId } from './field-errors';
import { NumberInput, UnitNumberInput } from './NumberInput';
import styles from './RecipeEditor.module.css';
import type { DraftAction, RecipeDraft } from './recipe-draft';

/** The equipment's field help, shown on the recipe's copies of those fields. */
const EQUIPMENT_FIELDS = CATALOGUE_DESCRIPTIONS.equipments.fields;

/** The parts of the draft these fields show (ingredient edits leave them untouched). */
export type RecipeFieldValues = Pick<
  RecipeDraft,
  'name' | 'author' | 'creationDate' | 'description' | 'style' | 'type' | 'recipeEquipment'
>;

/** Props of the recipe fields. */
export interface RecipeFieldsProps {
  draft: RecipeFieldValues;
  preBoilVolume: number;
  /** Messages shown under the fields (after a save attempt). */
  errors: RecipeFieldErrors;
  readOnly: boolean;
  dispatch: (action: DraftAction) => void;
  onChangeEquipment: () => void;
}

/** The general and process fields of a recipe. */
export const RecipeFields = memo(function RecipeFields({
  draft,
  preBoilVolume,
  errors,
  readOnly,
  dispatch,
  onChangeEquipment,
}: RecipeFieldsProps) {
  const equipment = draft.recipeEquipment;
  const q = useQuantities();
  const volumeUnit = q.units.volume;
  const volumeSymbol = q.symbol('volume');
  // A field with a message is marked invalid and described by it.
  const invalid = (id: RecipeFieldId) =>
    errors[id] ? { 'aria-invalid': true, 'aria-describedby': fieldErrorId(id) } : {};
  // The props of a control whose value is one of the draft's texts.
  const text = (field: 'name' | 'author' | 'description' | 'style') => ({
    id: `recipe-${field}`,
    className: fieldControlClass,
    value: draft[field],
    disabled: readOnly,
    ...invalid(`recipe-${field}`),
    onChange: (event: { target: { value: string } }) =>
      dispatch({ type: 'setText', field, value: event.target.value }),
  });
  // Mash efficiency is the same value as brewhouse efficiency: it shares that field's message.
  const number = (
    field: 'batchTime' | 'efficiency' | 'boilTime',
    id: RecipeFieldId | 'recipe-mash-efficiency',
    errorOf: RecipeFieldId = id === 'recipe-mash-efficiency' ? 'recipe-efficiency' : id,
  ) => (
    <NumberInput
      id={id}
      {...invalid(errorOf)}
      className={fieldControlClass}
      disabled={readOnly}
      value={equipment[field]}
      onValue={(value) => dispatch({ type: 'setEquipmentNumber', field, value })}
    />
  );
  // An equipment number with its label, its message and the equipment field's help.
  const numberField = (field: 'batchTime' | 'efficiency' | 'boilTime', id: RecipeFieldId, label: string) => (
    <Field id={id} error={errors[id]} label={label} help={EQUIPMENT_FIELDS[field].help}>
      {number(field, id)}
    </Field>
  );
  const styleKnown = draft.style === '' || BEER_STYLES.some((s) => s.name === draft.style);

  return (
    <>
      <section className={styles.card} aria-labelledby="recipe-general">
        <h2 id="recipe-general" className={styles.cardTitle}>
          Recipe
        </h2>
        <div className={styles.grid}>
          <div className={styles.wide}>
            <Field id="recipe-name" error={errors['recipe-name']} label="Recipe Name">
              <input {...text('name')} autoComplete="off" />
            </Field>
          </div>
          <Field id="recipe-author" error={errors['recipe-author']} label="Author">
            <input {...text('author')} />
          </Field>
          <Field id="recipe-creation-date" label="Creation Date">
            <input
              id="recipe-creation-date"
              className={fieldControlClass}
              value={draft.creationDate}
              readOnly
              disabled
            />
          </Field>
          <Field id="recipe-style" error={errors['recipe-style']} label="Style">
            <select {...text('style')}>
              <option value="">Select a style</option>
              {!styleKnown && <option value={draft.style}>{draft.style}</option>}
              {BEER_STYLES.map((style) => (
                <option key={style.code} value={style.name}>
                  {style.code} {style.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id="recipe-type" error={errors['recipe-type']} label="Type">
            <select
              id="recipe-type"
              className={fieldControlClass}
              {...invalid('recipe-type')}
              value={draft.type}
              disabled={readOnly}
              onChange={(event) =>
                dispatch({ type: 'setRecipeType', value: event.target.value as RecipeType })
              }
            >
              <OptionList values={RECIPE_TYPES} />
            </select>
          </Field>
          <div className={styles.wide}>
            <Field id="recipe-description" error={errors['recipe-description']} label="Description">
              <textarea {...text('description')} rows={3} />
            </Field>
          </div>
        </div>
      </section>

      <section className={styles.card} aria-labelledby="recipe-process">
        <h2 id="recipe-process" className={styles.cardTitle}>
          Equipment and process
        </h2>
        <div className={`${styles.grid} ${styles.numbers}`}>
          <div className={styles.wide}>
            <Field id="recipe-equipment" error={errors['recipe-equipment']} label="Equipment">
              <div className={styles.equipment}>
                <input
                  id="recipe-equipment"
                  className={fieldControlClass}
                  {...invalid('recipe-equipment')}
                  value={equipment.name}
                  placeholder="No equipment selected"
                  readOnly
                  disabled={readOnly}
                />
                {!readOnly && (
                  <Button variant="secondary" onClick={onChangeEquipment}>
                    {equipment.name ? 'Change equipment' : 'Select equipment'}
                  </Button>
                )}
              </div>
            </Field>
          </div>
          <Field
            id="recipe-batch-volume"
            error={errors['recipe-batch-volume']}
            label={`Batch Volume (${volumeSymbol})`}
          >
            <UnitNumberInput
              id="recipe-batch-volume"
              {...invalid('recipe-batch-volume')}
              className={fieldControlClass}
              disabled={readOnly}
              quantity="volume"
              unit={volumeUnit}
              value={equipment.batchVolume}
              onValue={(value) => dispatch({ type: 'setEquipmentNumber', field: 'batchVolume', value })}
            />
          </Field>
          {numberField('batchTime', 'recipe-batch-time', 'Batch Time')}
          {numberField('efficiency', 'recipe-efficiency', 'Brew. Efficiency %')}
          <Field id="recipe-mash-efficiency" label="Mash Efficiency %">
            {number('efficiency', 'recipe-mash-efficiency')}
          </Field>
          <Field id="recipe-pre-boil" label="Pre Boil Volume">
            <input
              id="recipe-pre-boil"
              className={fieldControlClass}
              value={q.format('volume', preBoilVolume, { decimals: 3 })}
              readOnly
              disabled
            />
          </Field>
          {numberField('boilTime', 'recipe-boil-time', 'Boil Time')}
        </div>
      </section>
    </>
  );
});
