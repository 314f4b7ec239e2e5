// A device's secret URL the one time it is shown (when the device is added or the URL renewed), with
// its Copy button and the setup steps filled in with it.
import type { DeviceType } from '@wortsmith/core';
import { CopyValue } from './CopyValue';
import styles from './Devices.module.css';
import { SetupInstructions } from './SetupInstructions';

/** Props of NewUrlPanel. */
export interface NewUrlPanelProps {
  type: DeviceType;
  url: string;
}

/** The URL shown once, and how to set the device up with it. */
export function NewUrlPanel({ type, url }: NewUrlPanelProps) {
  return (
    <>
      <p className={styles.once} role="status">
        Copy the URL now: it is shown only this once.
      </p>
      <CopyValue label="Secret URL" value={url} />
      <SetupInstructions type={type} url={url} headingId="new-url-setup" />
    </>
  );
}
