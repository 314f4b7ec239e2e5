// Settings: a select for each of a brewer's preferences below the SPEC's Weight Unit and
// saved with the same Save: display units, calculation methods and the default equipment of a new
// recipe (none, or one of the user's or official equipment profiles), and the currency costs are shown in.
import { COMMON_CURRENCIES, type UserPreferences } from '@wortsmith/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '../../components/SelectField';
import { currencyName } from '../../lib/currency';
import { usePreferences } from '../../lib/preferences';
import { useCatalogueList } from '../catalogue/queries';

/** The form's values: every select holds text ("" is no default equipment). */
export type PreferenceValues = { [K in keyof UserPreferences]: string };

/** A form of the weight unit and every preference (Settings, the brewery set-up). */
export type SettingsValues = PreferenceValues & { weightUnit: string };

/** The texts such a form starts from for `weightUnit` and `preferences`. */
export function settingsValues(weightUnit: string, preferences: UserPreferences): SettingsValues {
  return {
    weightUnit,
    ...preferences,
    wortCorrectionFactor: String(preferences.wortCorrectionFactor),
    defaultEquipmentId: preferences.defaultEquipmentId ?? '',
  };
}

type Choice = {
  key: Exclude<keyof UserPreferences, 'defaultEquipmentId' | 'wortCorrectionFactor'>;
  label: string;
  hint: string;
};

/** Each select with its options (value, text), in the order shown. */
const CHOICES: readonly (Choice & { options: readonly (readonly [string, string])[] })[] = [
  {
    key: 'volumeUnit',
    label: 'Volume Unit',
    hint: 'Batch, boil and loss volumes (1 gal = 3.78541 L).',
    options: [
      ['L', 'Litres (L)'],
      ['gal', 'US gallons (gal)'],
    ],
  },
  {
    key: 'temperatureUnit',
    label: 'Temperature Unit',
    hint: 'Boil and mash temperatures.',
    options: [
      ['C', '°C'],
      ['F', '°F'],
    ],
  },
  {
    key: 'colorUnit',
    label: 'Color Unit',
    hint: 'Malt and beer color (SRM = EBC / 1.97).',
    options: [
      ['EBC', 'EBC'],
      ['SRM', 'SRM'],
    ],
  },
  {
    key: 'gravityUnit',
    label: 'Gravity Unit',
    hint: 'Original and final gravity.',
    options: [
      ['SG', 'Specific gravity (SG)'],
      ['Plato', 'Degrees Plato (°P)'],
    ],
  },
  {
    key: 'grainUnit',
    label: 'Grain Unit',
    hint: 'Fermentable amounts; hops follow the weight unit.',
    options: [
      ['spec', 'With the weight unit (kg or oz)'],
      ['kg', 'Kilograms and grams (kg, g)'],
      ['lb', 'Pounds and ounces (lb, oz)'],
    ],
  },
  {
    key: 'colorMethod',
    label: 'Color Method',
    hint: 'How the beer color is estimated for display; saved recipes keep the standard figures.',
    options: [
      ['spec', 'Standard (linear)'],
      ['morey', 'Morey'],
    ],
  },
  {
    key: 'gravityMethod',
    label: 'Gravity Method',
    hint: 'How OG is estimated for display; by stage, malt extract and sugar give all their extract and steeped grain part of it, while the efficiency applies only to mashed grain.',
    options: [
      ['spec', 'SPEC formula (efficiency on every fermentable)'],
      ['byStage', 'By stage (extract and sugar at full yield)'],
    ],
  },
  {
    key: 'ibuMethod',
    label: 'Bitterness Method',
    hint: 'How IBUs are estimated for display; stage-aware counts first wort, mash, whirlpool and dry hops by their stage.',
    options: [
      ['spec', 'Tinseth'],
      ['staged', 'Tinseth, stage-aware'],
    ],
  },
];

/** The preference selects of the Settings form. */
export function PreferenceSelects({
  register,
  errors,
  defaultEquipmentId,
  idPrefix = 'settings',
}: {
  register: (name: keyof PreferenceValues) => UseFormRegisterReturn;
  /** The selects' id prefix: another form on the same page (the brewery set-up) names its own. */
  idPrefix?: string;
  errors: Partial<Record<keyof UserPreferences, { message?: string | undefined } | undefined>>;
  defaultEquipmentId: string | null;
}) {
  const equipments = useCatalogueList('equipments');
  // A saved currency beyond the common ones stays offered.
  const savedCurrency = usePreferences().currency;
  const listed = equipments.data ?? [];
  // The saved choice comes first and stays one option element while the list loads, so the select
  // shows it throughout (an option removed or moved under a select would lose its selection).
  const saved = defaultEquipmentId ? listed.find((item) => item.id === defaultEquipmentId) : undefined;
  const savedName = saved?.name ?? (equipments.isPending ? 'Loading…' : 'Unavailable');
  return (
    <>
      {CHOICES.map(({ key, label, hint, options }) => (
        <SelectField
          key={key}
          id={`${idPrefix}-${key}`}
          label={label}
          hint={hint}
          error={errors[key]?.message}
          registration={register(key)}
        >
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </SelectField>
      ))}
      <SelectField
        id={`${idPrefix}-defaultEquipmentId`}
        label="Default Equipment"
        hint="Applied to each new recipe."
        error={errors.defaultEquipmentId?.message}
        registration={register('defaultEquipmentId')}
      >
        <option value="">None</option>
        {defaultEquipmentId ? <option value={defaultEquipmentId}>{savedName}</option> : null}
        {listed
          .filter((item) => item.id !== defaultEquipmentId)
          .map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
      </SelectField>
      <SelectField
        id={`${idPrefix}-currency`}
        label="Currency"
        hint="Stock and ingredient costs; amounts are shown, never converted."
        error={errors.currency?.message}
        registration={register('currency')}
      >
        {[...new Set<string>([...COMMON_CURRENCIES, savedCurrency])].map((code) => (
          <option key={code} value={code}>
            {currencyName(code)}
          </option>
        ))}
      </SelectField>
    </>
  );
}
