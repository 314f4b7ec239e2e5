// A device type's setup page (core's deviceSetup): where to go, the steps in the device's own settings,
// the values to paste (when the URL is known: it is shown once) and the templates, and what to know.
import { type DeviceType, deviceSetup } from '@wortsmith/core';
import { Button } from '../../components/Button';
import { CopyValue, copyText } from './CopyValue';
import styles from './Devices.module.css';

/** Props of SetupInstructions. */
export interface SetupInstructionsProps {
  type: DeviceType;
  /** The device's secret URL, or null when it is no longer shown. */
  url: string | null;
  /** The id of its heading (an h3, under a card's or a dialog's title). */
  headingId: string;
}

/** The setup steps of a device of type `type`. */
export function SetupInstructions({ type, url, headingId }: SetupInstructionsProps) {
  const setup = deviceSetup(type, url);
  // The whole URL is shown above it whenever it is known; only its parts (iSpindel) are worth repeating.
  const values = setup.values.filter(
    (entry): entry is { field: string; value: string } => entry.value !== null && entry.value !== url,
  );
  return (
    <section className={styles.setup} aria-labelledby={headingId}>
      <h3 id={headingId}>Set up your {setup.name}</h3>
      <p>{setup.where}</p>
      <ol className={styles.steps}>
        {setup.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {values.map((entry) => (
        <CopyValue key={entry.field} label={entry.field} value={entry.value} />
      ))}
      {setup.templates.map((template) => (
        <div key={template.label} className={styles.copy}>
          <span className={styles.copyLabel}>
            {template.label} <span className={styles.type}>({template.contentType})</span>
          </span>
          <pre className={styles.template}>{template.text}</pre>
          <Button
            variant="secondary"
            aria-label={`Copy ${template.label}`}
            onClick={() => copyText(template.label, template.text)}
          >
            Copy
          </Button>
        </div>
      ))}
      <ul className={styles.notes}>
        {setup.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}
