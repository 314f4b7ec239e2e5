// The dry hop's day of fermentation and its days in the fermenter, in the add and update hop modals
// (shown only for a Dry Hop; typed in days, kept in minutes by the core's dry-hop rules).
import { Field, fieldControlClass } from '../../../../components';

/** The two texts as typed, in days. */
export interface DryHopDays {
  day: string;
  duration: string;
}

/** Props of DryHopFields. */
export interface DryHopFieldsProps {
  formId: string;
  value: DryHopDays;
  onChange: (value: DryHopDays) => void;
}

/** "Dry hop day" and "Dry hop duration (days)", laid out by the form around them. */
export function DryHopFields({ formId, value, onChange }: DryHopFieldsProps) {
  const input = (key: keyof DryHopDays, label: string) => {
    const id = `${formId}-dry-hop-${key}`;
    return (
      <Field id={id} label={label}>
        <input
          id={id}
          className={fieldControlClass}
          inputMode="decimal"
          value={value[key]}
          onChange={(event) => onChange({ ...value, [key]: event.target.value })}
        />
      </Field>
    );
  };
  return (
    <>
      {input('day', 'Dry hop day')}
      {input('duration', 'Dry hop duration (days)')}
    </>
  );
}
