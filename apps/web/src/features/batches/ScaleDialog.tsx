// "Scale": a recipe to another batch volume and/or efficiency, its figures before and after shown
// before confirming; saved as a new recipe "… (scaled to 40 L)" or in place. The volume is typed and
// the figures shown in the brewer's units. A volume past what the equipment is set up for (core's
// equipment-capacity.ts) is warned of, with the brewer's profile that fits offered in its place.
import {
  biggerEquipment,
  capacityCheck,
  type Equipment,
  type FigureKey,
  figureReading,
  parseTypedNumber,
  type Recipe,
  type RecipeFigures,
  scaledName,
  scaleRecipe,
} from '@wortsmith/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { TextField } from '../../components/TextField';
import { apiRequest } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { useDisplayUnits, useMethodFigures, usePreferences, useQuantities } from '../../lib/preferences';
import { useSession } from '../../lib/session';
import { useCatalogueList } from '../catalogue/queries';
import { equipmentCopy } from '../recipes/editor/recipe-draft';
import styles from './Batch.module.css';

/** Props of ScaleDialog; `efficiency` prefills the target (the learned efficiency). */
export interface ScaleDialogProps {
  recipe: Recipe;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  efficiency?: number;
}

const positive = (text: string): number | undefined => {
  const n = parseTypedNumber(text);
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

/** The scale dialog of the recipe screen. */
export function ScaleDialog({ recipe, open, onOpenChange, efficiency }: ScaleDialogProps) {
  const navigate = useNavigate();
  const equipment = recipe.recipeEquipment;
  const units = useDisplayUnits();
  const q = useQuantities();
  const [volume, setVolume] = useState(() => q.inputText('volume', equipment.batchVolume));
  const [target, setTarget] = useState(String(efficiency ?? equipment.efficiency));
  const [inPlace, setInPlace] = useState(efficiency !== undefined);
  const [busy, setBusy] = useState(false);
  const typedVolume = positive(volume);
  // Litres; the recipe's own volume when it is shown back unchanged (no drift).
  const parsedVolume =
    typedVolume === undefined ? undefined : q.parse('volume', typedVolume, { stored: equipment.batchVolume });
  const newVolume = parsedVolume?.ok ? parsedVolume.value : undefined;
  const newEfficiency = positive(target);
  const valid = newVolume !== undefined && newEfficiency !== undefined && newEfficiency <= 100;
  // By the brewer's methods: by stage, only the mashed grain makes up for another efficiency.
  const { gravityMethod } = usePreferences();
  const figuresOf = useMethodFigures();
  const scaledOnItsOwn = scaleRecipe(
    recipe,
    { batchVolume: newVolume, efficiency: newEfficiency },
    gravityMethod,
  );
  // Another of the brewer's profiles, once they take the one offered for a volume past this one's.
  const [replacement, setReplacement] = useState<Equipment | undefined>();
  const scaled: Recipe = replacement
    ? {
        ...scaledOnItsOwn,
        batchTime: replacement.batchTime,
        recipeEquipment: {
          ...equipmentCopy(replacement),
          batchVolume: scaledOnItsOwn.recipeEquipment.batchVolume,
          efficiency: scaledOnItsOwn.recipeEquipment.efficiency,
        },
      }
    : scaledOnItsOwn;
  const equipments = useCatalogueList('equipments');
  const ownerId = useSession()?.user_id;
  // What the recipe's equipment is set up for: its catalogue profile when still there, else the copy.
  const profile = replacement ?? equipments.data?.find((e) => e.id === equipment.id) ?? equipment;
  const capacity = newVolume === undefined ? undefined : capacityCheck(profile, newVolume);
  const offer =
    capacity?.exceeds && newVolume !== undefined
      ? biggerEquipment(equipments.data ?? [], newVolume, profile.id, ownerId)
      : undefined;
  const takeOffer = (choice: Equipment) => {
    setReplacement(choice);
    setTarget(String(choice.efficiency));
  };
  const before = figuresOf(recipe);
  const after = figuresOf(scaled);
  const grams = (r: Recipe, list: 'recipeFermentables' | 'recipeHops') =>
    r[list].reduce((s, i) => s + i.quantity, 0);
  const litres = (r: Recipe) => q.format('volume', r.recipeEquipment.batchVolume);
  const figure = (key: FigureKey): [string, string, string] => {
    const shown = (f: RecipeFigures) => figureReading(key, f[key], units);
    return [shown(before).label, shown(before).text, shown(after).text];
  };
  const rows: Array<[string, string, string]> = [
    ['Equipment', equipment.name ?? '', scaled.recipeEquipment.name ?? ''],
    ['Batch volume', litres(recipe), litres(scaled)],
    ['Efficiency', `${equipment.efficiency} %`, `${scaled.recipeEquipment.efficiency} %`],
    [
      'Fermentables',
      q.format('weight', grams(recipe, 'recipeFermentables'), { fermentable: true }),
      q.format('weight', grams(scaled, 'recipeFermentables'), { fermentable: true }),
    ],
    [
      'Hops',
      q.format('weight', grams(recipe, 'recipeHops')),
      q.format('weight', grams(scaled, 'recipeHops')),
    ],
    figure('og'),
    figure('ibu'),
    figure('abv'),
    figure('ebc'),
  ];

  const confirm = async () => {
    if (!valid) return;
    setBusy(true);
    try {
      if (inPlace) {
        await apiRequest<Recipe>(`/api/recipes/${encodeURIComponent(recipe.id)}`, {
          method: 'PUT',
          body: scaled,
          fallback: 'Error updating recipe',
        });
        notifySuccess('Recipe scaled.');
        // The recipe screen holds its own draft: load the scaled recipe afresh.
        window.location.assign(`/Recipes/${recipe.id}/details`);
      } else {
        const name = scaledName(recipe.name.slice(0, 80), newVolume, units.volume);
        const created = await apiRequest<Recipe>('/api/recipes', {
          method: 'POST',
          body: { ...scaled, name, creationDate: undefined },
          fallback: 'Error saving recipe',
        });
        notifySuccess(`Saved as ${name}.`);
        onOpenChange(false);
        navigate(`/Recipes/${created.id}/details`);
      }
    } catch {
      // The request helper has shown the message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Scale recipe"
      description="Fermentables keep the OG (efficiency included), hops keep the IBU, misc and yeast follow the volume."
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} disabled={!valid || busy}>
            {inPlace ? 'Scale this recipe' : 'Save as new recipe'}
          </Button>
        </>
      }
    >
      <div className={styles.grid}>
        <TextField
          id="scale-volume"
          label={`Batch volume (${q.symbol('volume')})`}
          inputMode="decimal"
          value={volume}
          onChange={(e) => setVolume(e.target.value)}
        />
        <TextField
          id="scale-efficiency"
          label="Efficiency (%)"
          inputMode="decimal"
          value={target}
          onChange={(e) => setTarget(e.target.value)}
        />
      </div>
      {capacity?.exceeds ? (
        <div className={styles.offer} role="status">
          <span>
            {`Before the boil this needs ${q.format('volume', capacity.preBoilVolume, { trim: true })}: more than ${profile.name} is set up for (${q.format('volume', capacity.setUpFor, { trim: true })}, ${q.format('volume', capacity.capacity, { trim: true })} before the boil).`}
            {offer ? '' : ' None of your equipment is set up for this volume.'}
          </span>
          {offer ? (
            <Button variant="secondary" onClick={() => takeOffer(offer)}>
              {`Use ${offer.name} (${q.format('volume', offer.batchVolume, { trim: true })})`}
            </Button>
          ) : null}
        </div>
      ) : null}
      <table className={styles.table} style={{ margin: '12px 0' }}>
        <thead>
          <tr>
            <th />
            <th className={styles.number}>Before</th>
            <th className={styles.number}>After</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, a, b]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className={styles.number}>{a}</td>
              <td className={styles.number}>{valid ? b : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <fieldset style={{ border: 0, padding: 0 }}>
        <legend className="visually-hidden">Save as</legend>
        <label>
          <input type="radio" checked={!inPlace} onChange={() => setInPlace(false)} /> New recipe
          {newVolume ? ` "${scaledName(recipe.name, newVolume, units.volume)}"` : ''}
        </label>{' '}
        <label>
          <input type="radio" checked={inPlace} onChange={() => setInPlace(true)} /> Change this recipe
        </label>
      </fieldset>
    </Modal>
  );
}
