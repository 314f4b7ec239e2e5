// A device's setup section: its secret URL cannot be shown again once it was shown (it is stored
// hashed), so the page says so and offers "New secret URL" (after a confirmation: the old URL stops
// working), whose answer is shown this once with the steps filled in; otherwise the steps alone.
import type { Device } from '@wortsmith/core';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import styles from './Devices.module.css';
import { useRenewDeviceUrl } from './mutations';
import { NewUrlPanel } from './NewUrlPanel';
import { SetupInstructions } from './SetupInstructions';

/** The setup section of `device`. */
export function DeviceSetupSection({ device }: { device: Device }) {
  const renew = useRenewDeviceUrl(device.id);
  const [confirming, setConfirming] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const makeNew = () =>
    renew.mutateAsync().then(
      ({ url }) => setUrl(url),
      () => undefined,
    );
  return (
    <section className={styles.card} aria-labelledby="setup-title">
      <h2 id="setup-title">Secret URL and setup</h2>
      {url ? (
        <NewUrlPanel type={device.type} url={url} />
      ) : (
        <>
          <p className={styles.muted}>
            The device posts its readings to its own secret URL. It was shown once, when it was made, and
            cannot be shown again. If you no longer have it, or it leaked, make a new one.
          </p>
          <SetupInstructions type={device.type} url={null} headingId="setup-steps" />
        </>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setConfirming(true)} pending={renew.isPending}>
          New secret URL
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Make a new secret URL?"
        text={`The old URL stops working at once: ${device.name} posts nothing until you give it the new one.`}
        confirmLabel="Make a new URL"
        onConfirm={() => void makeNew()}
      />
    </section>
  );
}
