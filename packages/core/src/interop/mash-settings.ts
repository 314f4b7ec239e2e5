// An equipment's mash-water settings (grain absorption, mash thickness, sparge method, mash tun heat
// capacity, fermenter loss) as a file gives them, brought within the equipment form's own limits: a value
// outside them is clamped with a warning, an unknown sparge method left empty with a warning.

import { type MashWaterSettings, mashWaterSettings } from '../catalogue-kinds';
import { EQUIPMENT } from '../catalogue-kinds/equipments';
import { SPARGE_METHODS } from '../options';
import type { Warnings } from './model';
import { optionOf } from './option-maps';
import { clamp } from './values';

/** The settings as read, null where the file has none; the sparge method as the file words it. */
export interface MashSettingsFields {
  grainAbsorption: number | null;
  mashThickness: number | null;
  spargeMethod: string | null;
  mashTunHeatCapacity: number | null;
  fermenterLoss: number | null;
}

/** A file that gives none of the settings. */
export const NO_MASH_SETTINGS: Readonly<MashSettingsFields> = Object.freeze(mashWaterSettings({}));

const NUMERIC = ['grainAbsorption', 'mashThickness', 'mashTunHeatCapacity', 'fermenterLoss'] as const;

/** The settings within the equipment form's limits; `record` names the recipe or equipment in warnings. */
export function toMashSettings(
  fields: MashSettingsFields,
  record: string,
  warnings: Warnings,
): MashWaterSettings {
  const settings: Record<string, unknown> = {};
  for (const name of NUMERIC) {
    const value = fields[name];
    const field = EQUIPMENT.fields[name];
    const min = field.min ?? 0;
    const max = 'max' in field && field.max !== undefined ? field.max : Number.POSITIVE_INFINITY;
    if (value !== null && (value < min || value > max)) {
      const kept = clamp(value, min, max);
      const range = Number.isFinite(max)
        ? `outside ${min}-${max} ${field.unit}`
        : `below ${min} ${field.unit}`;
      warnings.add(
        record,
        `${field.label} of ${value} ${field.unit} is ${range}: set to ${kept} ${field.unit}.`,
      );
      settings[name] = kept;
    } else settings[name] = value;
  }
  const sparge = fields.spargeMethod === null ? undefined : optionOf(SPARGE_METHODS, fields.spargeMethod);
  if (fields.spargeMethod !== null && !sparge)
    warnings.add(
      record,
      `Sparge method "${fields.spargeMethod}" is not Batch, Fly or No sparge: left empty.`,
    );
  settings.spargeMethod = sparge ?? null;
  return settings as MashWaterSettings;
}
