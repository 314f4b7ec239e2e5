// A value to paste into a device's settings, with a button that copies it.
import { Button } from '../../components/Button';
import { notifyError, notifySuccess } from '../../lib/notify';
import styles from './Devices.module.css';

/** Copies `value` to the clipboard and says so (or that it could not). */
export function copyText(label: string, value: string): void {
  const clipboard = navigator.clipboard;
  if (!clipboard) {
    notifyError('Copying is not available here: select the text and copy it.');
    return;
  }
  clipboard.writeText(value).then(
    () => notifySuccess(`${label} copied.`),
    () => notifyError('Copying is not available here: select the text and copy it.'),
  );
}

/** Props of CopyValue. */
export interface CopyValueProps {
  /** What the value is, as the device names its field ("Server Port"). */
  label: string;
  value: string;
}

/** The value `label` in monospace with its Copy button ("Copy Server Port"). */
export function CopyValue({ label, value }: CopyValueProps) {
  return (
    <div className={styles.copy}>
      <span className={styles.copyLabel}>{label}</span>
      <code>{value}</code>
      <Button variant="secondary" aria-label={`Copy ${label}`} onClick={() => copyText(label, value)}>
        Copy
      </Button>
    </div>
  );
}
