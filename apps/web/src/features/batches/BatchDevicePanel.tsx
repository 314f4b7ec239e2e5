// The batch's device (issue 35): which of the brewer's devices sends its readings here ("Use for this
// batch"), what it last said (seen, battery, signal), and a way to the Devices screen. A device is on
// one batch at a time: choosing one that is on another batch moves it here, its URL unchanged.
import { acceptsReadings, type Batch, readingExtrasTexts } from '@wortsmith/core';
import { Link } from 'react-router';
import { SelectField } from '../../components/SelectField';
import { notifySuccess } from '../../lib/notify';
import { relativeTime } from '../../lib/relative-time';
import { useDevices } from '../devices/queries';
import styles from './Batch.module.css';
import { useBatchDevice } from './mutations';

/** The device panel of the fermentation section. */
export function BatchDevicePanel({ batch }: { batch: Batch }) {
  // Quiet: the batch screen works without its device panel.
  const devices = useDevices({ quiet: true });
  const assign = useBatchDevice(batch.id);
  const list = devices.data ?? [];
  const current = list.find((device) => device.batch?.id === batch.id) ?? null;
  const choose = (deviceId: string) =>
    assign.mutateAsync(deviceId === '' ? null : deviceId).then(
      ({ device }) =>
        notifySuccess(
          device
            ? `${device.name} now sends its readings to this batch.`
            : 'No device sends to this batch now.',
        ),
      () => undefined,
    );
  if (devices.isPending || devices.isError) return null;
  return (
    <>
      <h3>Device</h3>
      {list.length === 0 ? (
        <p className={styles.hints}>
          No devices yet. Add your hydrometer or controller on the <Link to="/Devices">Devices</Link> screen:
          it keeps one URL for all your batches.
        </p>
      ) : (
        <>
          <SelectField
            id="batch-device"
            label="Use for this batch"
            value={current?.id ?? ''}
            disabled={assign.isPending || (!acceptsReadings(batch.status) && current === null)}
            onChange={(event) => void choose(event.target.value)}
          >
            <option value="">None</option>
            {list.map((device) => (
              <option key={device.id} value={device.id}>
                {device.batch && device.batch.id !== batch.id
                  ? `${device.name} (now on #${device.batch.number})`
                  : device.name}
              </option>
            ))}
          </SelectField>
          {current && (
            <p className={styles.hints}>
              {current.lastSeenAt ? `Last reading ${relativeTime(current.lastSeenAt)}` : 'No reading yet'}
              {readingExtrasTexts(current.lastExtras).map((text) => ` · ${text}`)}.{' '}
              <Link to={`/Devices/${current.id}`}>Set-up and readings</Link>
            </p>
          )}
        </>
      )}
    </>
  );
}
