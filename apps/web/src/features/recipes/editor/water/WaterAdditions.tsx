// The Water section's additions: salts (which, grams, mash or sparge) and acids (lactic or phosphoric, strength,
// millilitres, vessel), rows added and removed by the brewer; plain text in details mode. Acid malt is a
// fermentable: a hint points to the grain bill and names the acid malts already in it.
import {
  ACID_NAMES,
  ACIDS,
  type RecipeWater,
  SALT_NAMES,
  saltDisplayName,
  WATER_VESSELS,
  type WaterVessel,
} from '@wortsmith/core';
import { memo, type ReactNode } from 'react';
import { fieldControlProps, IconButton, TrashIcon } from '../../../../components';
import type { RecipeFieldErrors } from '../field-errors';
import { NumberInput } from '../NumberInput';
import { AdditionList } from './AdditionList';
import styles from './WaterSection.module.css';
import {
  type WaterEdit,
  withAcid,
  withNewAcid,
  withNewSalt,
  withoutAcid,
  withoutSalt,
  withSalt,
} from './water-edits';
import { WATER_FIELD_IDS as ids, type WaterFieldId } from './water-field-ids';

const VESSEL_NAMES: Record<WaterVessel, string> = { mash: 'Mash', sparge: 'Sparge' };
const VESSEL_OPTIONS = WATER_VESSELS.map((v) => [v, VESSEL_NAMES[v]] as const);
const SALT_OPTIONS = SALT_NAMES.map((name) => [name, saltDisplayName(name)] as const);
const ACID_OPTIONS = ACID_NAMES.map((name) => [name, ACIDS[name].displayName] as const);

/** Props of WaterAdditions. */
export interface WaterAdditionsProps {
  salts: RecipeWater['salts'];
  acids: RecipeWater['acids'];
  /** The acid malts of the grain bill, in words ("" when none). */
  acidMalts: string;
  errors: RecipeFieldErrors;
  readOnly: boolean;
  edit: WaterEdit;
}

/** The salts and acids of the recipe's water. */
export const WaterAdditions = memo(function WaterAdditions({
  salts,
  acids,
  acidMalts,
  errors,
  readOnly,
  edit,
}: WaterAdditionsProps) {
  const control = (id: WaterFieldId, label: string) => ({
    ...fieldControlProps(id, errors[id]),
    className: styles.cellControl,
    'aria-label': label,
  });
  const cell = (label: string, content: ReactNode) => (
    <td data-label={label} className={styles.cell}>
      {content}
    </td>
  );
  const numberCell = (
    column: string,
    id: WaterFieldId,
    label: string,
    value: number,
    onValue: (value: number) => void,
  ) => cell(column, <NumberInput {...control(id, label)} value={value} onValue={onValue} />);
  const selectCell = <T extends string>(
    column: string,
    id: WaterFieldId,
    label: string,
    value: T,
    options: readonly (readonly [T, string])[],
    onPick: (value: T) => void,
  ) =>
    cell(
      column,
      <select {...control(id, label)} value={value} onChange={(e) => onPick(e.target.value as T)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>,
    );
  const remove = (label: string, onClick: () => void) =>
    !readOnly && (
      <td className={styles.remove}>
        <IconButton label={label} tone="danger" onClick={onClick}>
          <TrashIcon />
        </IconButton>
      </td>
    );

  const saltRow = (i: number) => {
    const row = salts[i]!;
    const n = i + 1;
    const set = (change: Partial<RecipeWater['salts'][number]>) => edit((w) => withSalt(w, i, change));
    const fields = [ids.salt(i, 'salt'), ids.salt(i, 'grams'), ids.salt(i, 'vessel')] as const;
    const cells = readOnly ? (
      <>
        {cell('Salt', saltDisplayName(row.salt))}
        {cell('Grams', `${row.grams} g`)}
        {cell('Vessel', VESSEL_NAMES[row.vessel])}
      </>
    ) : (
      <>
        {selectCell('Salt', fields[0], `Salt ${n}`, row.salt, SALT_OPTIONS, (salt) => set({ salt }))}
        {numberCell('Grams', fields[1], `Grams of salt ${n}`, row.grams, (grams) => set({ grams }))}
        {selectCell('Vessel', fields[2], `Vessel of salt ${n}`, row.vessel, VESSEL_OPTIONS, (vessel) =>
          set({ vessel }),
        )}
        {remove(`Remove salt ${n}`, () => edit((w) => withoutSalt(w, i)))}
      </>
    );
    return { cells, fields: [...fields] };
  };

  const acidRow = (i: number) => {
    const row = acids[i]!;
    const n = i + 1;
    const set = (change: Partial<RecipeWater['acids'][number]>) => edit((w) => withAcid(w, i, change));
    const fields = [
      ids.acid(i, 'acid'),
      ids.acid(i, 'strengthPercent'),
      ids.acid(i, 'millilitres'),
      ids.acid(i, 'vessel'),
    ] as const;
    const cells = readOnly ? (
      <>
        {cell('Acid', ACIDS[row.acid].displayName)}
        {cell('Strength', `${row.strengthPercent} %`)}
        {cell('Millilitres', `${row.millilitres} mL`)}
        {cell('Vessel', VESSEL_NAMES[row.vessel])}
      </>
    ) : (
      <>
        {selectCell('Acid', fields[0], `Acid ${n}`, row.acid, ACID_OPTIONS, (acid) =>
          // Another acid starts at the strength it is usually sold at.
          set({ acid, strengthPercent: ACIDS[acid].defaultStrength }),
        )}
        {numberCell(
          'Strength %',
          fields[1],
          `Strength % of acid ${n}`,
          row.strengthPercent,
          (strengthPercent) => set({ strengthPercent }),
        )}
        {numberCell('Millilitres', fields[2], `Millilitres of acid ${n}`, row.millilitres, (millilitres) =>
          set({ millilitres }),
        )}
        {selectCell('Vessel', fields[3], `Vessel of acid ${n}`, row.vessel, VESSEL_OPTIONS, (vessel) =>
          set({ vessel }),
        )}
        {remove(`Remove acid ${n}`, () => edit((w) => withoutAcid(w, i)))}
      </>
    );
    return { cells, fields: [...fields] };
  };

  return (
    <>
      <AdditionList
        title="Salts"
        listId={ids.salts}
        addLabel="Add salt"
        columns={['Salt', 'Grams', 'Vessel']}
        count={salts.length}
        errors={errors}
        readOnly={readOnly}
        onAdd={() => edit(withNewSalt)}
        row={saltRow}
      />
      <AdditionList
        title="Acids"
        listId={ids.acids}
        addLabel="Add acid"
        columns={['Acid', 'Strength %', 'Millilitres', 'Vessel']}
        count={acids.length}
        errors={errors}
        readOnly={readOnly}
        onAdd={() => edit(withNewAcid)}
        row={acidRow}
      >
        {acidMalts ? (
          <p className={styles.hint}>Acid malt in the grain bill counts too: {acidMalts}.</p>
        ) : (
          !readOnly && (
            <p className={styles.hint}>
              Acid malt counts as a fermentable: add it to the grain bill and give its acid content in Update
              Fermentable.
            </p>
          )
        )}
      </AdditionList>
    </>
  );
});
