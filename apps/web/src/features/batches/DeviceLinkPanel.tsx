// The device link: a secret URL a hydrometer posts readings to, shown once with copy buttons and
// setup hints (iSpindel, generic JSON, the other formats read), replaceable and revocable.
import { acceptsReadings, type Batch } from '@wortsmith/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { CopyValue } from '../devices/CopyValue';
import styles from './Batch.module.css';
import { type DeviceLink, useLinkDevice, useUnlinkDevice } from './mutations';

/** The device link panel of the fermentation section. */
export function DeviceLinkPanel({ batch }: { batch: Batch }) {
  const link = useLinkDevice(batch.id);
  const unlink = useUnlinkDevice(batch.id);
  const [shown, setShown] = useState<DeviceLink | null>(null);
  const busy = link.isPending || unlink.isPending;
  const turnOn = () => link.mutateAsync().then(setShown, () => undefined);
  const url = shown ? new URL(shown.url) : null;
  return (
    <>
      <h3>Device link for this batch only</h3>
      {shown && url ? (
        <div>
          <p>Copy it now: this link is shown only once.</p>
          <CopyValue label="URL" value={shown.url} />
          <CopyValue label="Token" value={shown.token} />
          <div className={styles.hints}>
            <p>
              <strong>iSpindel:</strong> in its configuration portal choose the service type HTTP, server
              address <code>{url.hostname}</code>, port{' '}
              <code>{url.port || (url.protocol === 'https:' ? '443' : '80')}</code> and path / URI{' '}
              <code>{url.pathname}</code>. Gravity may be in SG or °Plato, temperature in °C or °F.
            </p>
            <p>
              <strong>Any other device or script:</strong> POST JSON such as{' '}
              <code>{'{ "gravity": 1.012, "temperature": 19.5 }'}</code> to the URL (optional{' '}
              <code>temperatureUnit</code> "C" or "F" and an ISO <code>time</code>). At most one post every 2
              seconds.
            </p>
            <p>
              <strong>Also read as they send them:</strong> GravityMon, the Brewfather custom stream and
              Brewer's Friend stream, TiltBridge, the Tilt app's cloud URL, RAPT, BrewPiLess and the Plaato
              airlock, as JSON or a form. A device added on the <Link to="/Devices">Devices</Link> screen
              keeps one URL for all batches and has a setup page with the template to paste.
            </p>
          </div>
        </div>
      ) : batch.deviceLinked ? (
        <p>A device link is on. Its URL was shown when it was made; make a new one if it is lost.</p>
      ) : (
        <p className={styles.hints}>
          Let a Wi-Fi hydrometer (iSpindel, a Tilt bridge, RAPT or a script) post readings to a secret URL.
        </p>
      )}
      {!acceptsReadings(batch.status) && (
        <p className={styles.hints}>
          This batch is {batch.status}: devices can no longer post readings to it.
        </p>
      )}
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => void turnOn()} pending={link.isPending} disabled={busy}>
          {batch.deviceLinked ? 'Make a new device link' : 'Turn on device link'}
        </Button>
        {batch.deviceLinked && (
          <Button
            variant="danger"
            onClick={() =>
              unlink.mutateAsync().then(
                () => setShown(null),
                () => undefined,
              )
            }
            pending={unlink.isPending}
            disabled={busy}
          >
            Turn off device link
          </Button>
        )}
      </div>
    </>
  );
}
