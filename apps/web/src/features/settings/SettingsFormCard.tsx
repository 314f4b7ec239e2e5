// A card of the Settings page holding one form: its heading, the fields and the submit button.
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../../components/Button';
import styles from './SettingsPage.module.css';

/** Props of SettingsFormCard; `id` names the heading the form is labelled by. */
export interface SettingsFormCardProps {
  id: string;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  pending: boolean;
  children: ReactNode;
}

/** The form as a card, labelled by its h3, with the submit button in the footer. */
export function SettingsFormCard({
  id,
  title,
  onSubmit,
  submitLabel,
  pending,
  children,
}: SettingsFormCardProps) {
  return (
    <form className={styles.card} onSubmit={onSubmit} noValidate aria-labelledby={id}>
      <h3 className={styles.sectionTitle} id={id}>
        {title}
      </h3>
      {children}
      <div className={styles.footer}>
        <Button type="submit" pending={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
