// The add modals of the recipe screen (SPEC §2.8, §4, §5): "Select a fermentable", "Select a Hop",
// "Select a Misc" and "Select an Yeast". Search, pick, type a quantity in the user's unit (and for a
// hop its stage, boil time and alpha acid; for a misc or a yeast what it is measured in), then the
// ingredient is copied into the recipe. Each result
// shows its key numbers; ArrowDown leaves the search box for the results.
import {
  type AmountUnit,
  type AmountUnits,
  addFermentableSchema,
  addHopSchema,
  addMiscSchema,
  addYeastSchema,
  type CatalogueItems,
  type ColorUnit,
  daysInputToMinutes,
  firstValidationMessage,
  formatQuantity,
  HOP_QUANTITY_MESSAGES,
  HOP_USAGE_STAGES,
  type HopUsageStage,
  parseAmount,
  QUANTITY_MESSAGES,
  RECIPE_INGREDIENTS,
  typedUnit,
} from '@wortsmith/core';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { FormModal, SelectField, TextField } from '../../../../components';
import { notifyError } from '../../../../lib/notify';
import { useDisplayUnits } from '../../../../lib/preferences';
import { type IngredientListKey, type IngredientLists, ingredientAdded } from '../recipe-draft';
import { ChoiceList } from './ChoiceList';
import { type DryHopDays, DryHopFields } from './DryHopFields';
import styles from './modals.module.css';
import { measuresOf, QuantityField } from './QuantityField';
import { SearchField } from './SearchField';
import { useCatalogueChoices } from './use-catalogue-choices';

/** Titles of the add modals (SPEC §2.8, verbatim). */
export const ADD_TITLES = Object.fromEntries(
  Object.values(RECIPE_INGREDIENTS).map((kind) => [kind.list, kind.addTitle]),
) as Record<IngredientListKey, string>;

/** Shown when the item or the quantity is missing (SPEC §5). */
export const MISSING_SELECTION = 'Select an item and insert its quantity.';
/** Shown when the chosen item is no longer among the known items (SPEC §5). */
export const ITEM_NOT_FOUND = 'Selected item not found.';

/** Boil time a hop stage sets (SPEC §4); Mash and First Wort keep the current value. */
export const STAGE_BOIL_TIMES: Partial<Record<HopUsageStage, number>> = {
  Boil: 60,
  Whirlpool: 10,
  'Dry Hop': 0,
};

type AnyItem = CatalogueItems[(typeof RECIPE_INGREDIENTS)[IngredientListKey]['catalogueKind']];

/**
 * The key numbers of a catalogue item: colour (in the brewer's colour unit) and extract, alpha acid and
 * use, attenuation and form.
 */
function facts(item: AnyItem, colour: ColorUnit): string | null {
  const parts: (string | null)[] = [];
  if ('potentialExtract' in item)
    parts.push(
      item.ebc === null ? null : formatQuantity('color', item.ebc, colour, { trim: true }),
      item.potentialExtract === null ? null : `${item.potentialExtract.toFixed(3)}`,
    );
  else if ('alphaAcidContent' in item)
    parts.push(item.alphaAcidContent === null ? null : `${item.alphaAcidContent}% AA`, item.useType);
  else if ('attenuation' in item)
    parts.push(item.attenuation === null ? null : `${item.attenuation}% att.`, item.form);
  const shown = parts.filter((part): part is string => Boolean(part));
  return shown.length > 0 ? shown.join(' · ') : null;
}

function describe(item: AnyItem): string | null {
  if ('manufacturer' in item) return item.manufacturer;
  if ('potentialExtract' in item || 'alphaAcidContent' in item) return item.supplier;
  return null;
}

/** Props of an add modal. */
export interface AddIngredientModalProps {
  list: IngredientListKey;
  units: AmountUnits;
  onClose: () => void;
  onAdd: (list: IngredientListKey, item: IngredientLists[IngredientListKey]) => void;
}

/** One add modal; mounted only while open, so every opening starts empty. */
export function AddIngredientModal({ list, units, onClose, onAdd }: AddIngredientModalProps) {
  const kind = RECIPE_INGREDIENTS[list].catalogueKind;
  const isHop = list === 'recipeHops';
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<AnyItem | null>(null);
  const [quantity, setQuantity] = useState('');
  // By weight unless the brewer measures this misc or yeast otherwise (SPEC's grams by default).
  const [measure, setMeasure] = useState<AmountUnit>('g');
  const measures = measuresOf(list, selected && 'form' in selected ? selected.form : null);
  const amountUnit = measures.includes(measure) ? measure : 'g';
  const [usageStage, setUsageStage] = useState<HopUsageStage>('Boil');
  const [boilTime, setBoilTime] = useState('60');
  const [alphaAcid, setAlphaAcid] = useState('');
  const [dryHop, setDryHop] = useState<DryHopDays>({ day: '', duration: '' });
  const isDryHop = isHop && usageStage === 'Dry Hop';
  const { choices, known } = useCatalogueChoices(kind, search);
  const colour = useDisplayUnits().color;

  // The alpha acid the last picked hop filled in, so picking a hop without one clears it (a value the
  // brewer typed stays) instead of silently carrying the previous hop's alpha acid into the IBU.
  const [filledAlpha, setFilledAlpha] = useState<string | null>(null);

  const select = (item: AnyItem) => {
    setSelected(item);
    if ('alphaAcidContent' in item && item.alphaAcidContent !== null && item.alphaAcidContent !== undefined) {
      const value = String(item.alphaAcidContent);
      setAlphaAcid(value);
      setFilledAlpha(value);
    } else if (filledAlpha !== null && alphaAcid === filledAlpha) {
      setAlphaAcid('');
      setFilledAlpha(null);
    }
  };

  const changeStage = (stage: HopUsageStage) => {
    setUsageStage(stage);
    const minutes = STAGE_BOIL_TIMES[stage];
    if (minutes !== undefined) setBoilTime(String(minutes));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!selected || quantity.trim() === '') return notifyError(MISSING_SELECTION);
    const item = known.get(selected.id);
    if (!item) return notifyError(ITEM_NOT_FOUND);
    const parsed = parseAmount(list, quantity, amountUnit, units, {
      messages: isHop ? HOP_QUANTITY_MESSAGES : QUANTITY_MESSAGES,
    });
    if (!parsed.ok) return notifyError(parsed.message);
    const grams = parsed.value;
    if (isHop) {
      const result = addHopSchema.safeParse({
        itemId: item.id,
        usageStage,
        boilTime,
        alphaAcid,
        quantity: grams,
        ...(isDryHop && {
          dryHopStart: daysInputToMinutes(dryHop.day),
          dryHopDuration: daysInputToMinutes(dryHop.duration),
        }),
      });
      if (!result.success) return notifyError(firstValidationMessage(result.error));
      const { boilTime: minutes, alphaAcid: alpha, dryHopStart, dryHopDuration } = result.data;
      onAdd(
        list,
        ingredientAdded(list, item, grams, {
          usageStage,
          boilTime: minutes,
          alphaAcidContent: alpha,
          // A dry hop says its timing (null when not given); another stage has none.
          ...(usageStage === 'Dry Hop' && {
            dryHopStart: dryHopStart ?? null,
            dryHopDuration: dryHopDuration ?? null,
          }),
        }),
      );
      return;
    }
    const schema =
      list === 'recipeFermentables'
        ? addFermentableSchema
        : list === 'recipeMisc'
          ? addMiscSchema
          : addYeastSchema;
    const result = schema.safeParse({ itemId: item.id, quantity: grams });
    if (!result.success) return notifyError(firstValidationMessage(result.error));
    // A misc or yeast measured by weight leaves its unit out, as SPEC's recipes have none.
    onAdd(list, ingredientAdded(list, item, grams, amountUnit === 'g' ? {} : { unit: amountUnit }));
  };

  const formId = `add-${kind}-form`;
  // ArrowDown in the search box goes to the results: the chosen one, or the first drawn (then arrows
  // move the choice as in any radio group, and Enter adds).
  const intoResults = (event: KeyboardEvent<HTMLInputElement>) => {
    const radios = Array.from(
      event.currentTarget.form?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [],
    );
    if (event.key !== 'ArrowDown' || radios.length === 0) return;
    event.preventDefault();
    const radio = radios.find((input) => input.value === selected?.id) ?? radios[0]!;
    const target = choices.items.find((item) => item.id === radio.value);
    if (target) select(target);
    radio.focus();
  };
  return (
    <FormModal
      title={ADD_TITLES[list]}
      formId={formId}
      submitLabel="Add"
      onClose={onClose}
      onSubmit={submit}
      formClassName={styles.form}
    >
      <SearchField formId={formId} value={search} onChange={setSearch} onKeyDown={intoResults} />
      <ChoiceList<AnyItem>
        name={`${formId}-item`}
        label="Results"
        choices={choices}
        selectedId={selected?.id ?? null}
        onSelect={select}
        describe={describe}
        facts={(item) => facts(item, colour)}
      />
      {isHop && (
        <div className={styles.row}>
          <SelectField
            id={`${formId}-stage`}
            label="Usage stage"
            value={usageStage}
            onChange={(event) => changeStage(event.target.value as HopUsageStage)}
            options={HOP_USAGE_STAGES}
          />
          {(
            [
              ['boil', 'Boil time (min)', boilTime, setBoilTime],
              ['alpha', 'Alpha acid (%)', alphaAcid, setAlphaAcid],
            ] as const
          ).map(([id, label, value, setValue]) => (
            <TextField
              key={id}
              id={`${formId}-${id}`}
              label={label}
              inputMode="decimal"
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          ))}
        </div>
      )}
      {isDryHop && (
        <div className={styles.row}>
          <DryHopFields formId={formId} value={dryHop} onChange={setDryHop} />
        </div>
      )}
      <QuantityField
        formId={formId}
        unit={typedUnit(list, amountUnit, units)}
        value={quantity}
        onChange={setQuantity}
        {...(measures.length > 0 && {
          measure: { options: measures, value: amountUnit, onChange: setMeasure, weight: units.weight },
        })}
      />
    </FormModal>
  );
}
