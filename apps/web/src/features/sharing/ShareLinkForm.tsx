// The form that makes a share link: the name the recipe credits ("Show me as") and when the link stops
// working (never, in 7 or 30 days, on a day after today).
import type { ShareBody, ShownAs } from '@wortsmith/core';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import {
  EXPIRY_DATE_MESSAGE,
  firstExpiryDate,
  LINK_EXPIRY_CHOICES,
  type LinkExpiryChoice,
  linkExpiry,
} from './link-expiry';
import styles from './Sharing.module.css';
import { ShownAsSelect } from './ShownAsSelect';

/** Props of ShareLinkForm. */
export interface ShareLinkFormProps {
  /** The name shown at first: the current link's, else the brewer's name. */
  initialShownAs: ShownAs;
  /** The submit button's words ("Create link", "Create new link"). */
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: ShareBody) => void;
  /** Shown beside the submit button when the form can be left (making a new link). */
  onCancel?: () => void;
}

/** The link's settings and its Create button. */
export function ShareLinkForm({
  initialShownAs,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: ShareLinkFormProps) {
  const [shownAs, setShownAs] = useState(initialShownAs);
  const [expiry, setExpiry] = useState<LinkExpiryChoice>('never');
  const [date, setDate] = useState('');
  const [dateError, setDateError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const expiresAt = linkExpiry(expiry, date);
    setDateError(expiresAt === undefined ? EXPIRY_DATE_MESSAGE : undefined);
    if (expiresAt !== undefined) onSubmit({ shownAs, expiresAt });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.fields}>
        <ShownAsSelect id="share-shown-as" value={shownAs} onChange={setShownAs} />
        <SelectField
          id="share-expiry"
          label="Link stops working"
          value={expiry}
          onChange={(event) => setExpiry(event.target.value as LinkExpiryChoice)}
        >
          {LINK_EXPIRY_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectField>
        {expiry === 'date' && (
          <TextField
            id="share-expiry-date"
            label="Stops working on"
            type="date"
            min={firstExpiryDate()}
            value={date}
            error={dateError}
            onChange={(event) => setDate(event.target.value)}
          />
        )}
      </div>
      <div className={styles.actions}>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" pending={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
