// /Devices: the brewer's fermentation devices, each with its type, the batch it is on, when it was last
// heard from, battery and signal, and the readings waiting for a batch; "Add device" makes one and shows
// its secret URL once.
import { DEVICE_TYPE_NAMES, type Device } from '@wortsmith/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { SkeletonRows } from '../../components/Skeleton';
import { AddDeviceDialog } from './AddDeviceDialog';
import { DeviceFacts } from './DeviceFacts';
import styles from './Devices.module.css';
import { useDevices } from './queries';

/** The devices screen. */
export function DevicesPage() {
  const devices = useDevices();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <PageHeader title="Devices" actions={<Button onClick={() => setAdding(true)}>Add device</Button>} />
      {devices.isPending ? (
        <SkeletonRows />
      ) : !devices.data?.length ? (
        <p className={styles.empty} role="status">
          {devices.isError
            ? 'Your devices could not be loaded.'
            : 'No devices yet: add your hydrometer to get the secret URL it posts its readings to.'}
        </p>
      ) : (
        <ul className={styles.list} aria-label="Devices">
          {devices.data.map((device) => (
            <DeviceRow key={device.id} device={device} />
          ))}
        </ul>
      )}
      {adding && <AddDeviceDialog onClose={() => setAdding(false)} />}
    </>
  );
}

function DeviceRow({ device }: { device: Device }) {
  return (
    <li className={styles.row}>
      <Link className={styles.name} to={`/Devices/${device.id}`}>
        {device.name}
      </Link>{' '}
      <span className={styles.type}>{DEVICE_TYPE_NAMES[device.type]}</span>
      <DeviceFacts device={device} />
    </li>
  );
}
