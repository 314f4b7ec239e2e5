// "Show me as": the name a shared or published recipe credits its brewer by (their name, their brewery,
// or nobody), with the name others will read; the brewery only when the account names one.
import { SHOWN_AS, SHOWN_AS_LABELS, type ShownAs, shownName } from '@wortsmith/core';
import { SelectField } from '../../components/SelectField';
import { useSession } from '../../lib/session';

/** Props of ShownAsSelect. */
export interface ShownAsSelectProps {
  id: string;
  value: ShownAs;
  onChange: (shownAs: ShownAs) => void;
  disabled?: boolean;
}

/** The hint under the select: who others will read, or how to be shown by a brewery. */
function shownHint(author: { name: string; brewery: string | null }, value: ShownAs): string {
  const shown = `Others see: ${shownName(author, value)}.`;
  return author.brewery ? shown : `${shown} Add your brewery in Settings to be shown by it.`;
}

/** The select of SHOWN_AS, the brewery disabled for an account without one. */
export function ShownAsSelect({ id, value, onChange, disabled }: ShownAsSelectProps) {
  const session = useSession();
  const author = { name: session?.name ?? '', brewery: session?.brewery?.trim() || null };
  return (
    <SelectField
      id={id}
      label="Show me as"
      value={value}
      disabled={disabled}
      hint={shownHint(author, value)}
      onChange={(event) => onChange(event.target.value as ShownAs)}
    >
      {SHOWN_AS.map((option) => (
        <option key={option} value={option} disabled={option === 'brewery' && !author.brewery}>
          {SHOWN_AS_LABELS[option]}
        </option>
      ))}
    </SelectField>
  );
}
