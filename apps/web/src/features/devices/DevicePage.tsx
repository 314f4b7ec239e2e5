// /Devices/{id}: one device: its facts, rename or change its type, delete it, its secret URL and setup
// steps, and the readings it sent while on no batch with "Attach to batch". Read from the device list
// (the API has no single-device read).
import { DEVICE_TYPE_NAMES, type Device } from '@wortsmith/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { SkeletonRows } from '../../components/Skeleton';
import { DeviceFacts } from './DeviceFacts';
import { DeviceFormDialog } from './DeviceFormDialog';
import { DeviceSetupSection } from './DeviceSetupSection';
import styles from './Devices.module.css';
import { useDeleteDevice, useUpdateDevice } from './mutations';
import { useDevices } from './queries';
import { WaitingReadings } from './WaitingReadings';

/** The device screen. */
export function DevicePage() {
  const { id = '' } = useParams();
  const devices = useDevices();
  const device = devices.data?.find((candidate) => candidate.id === id);
  if (devices.isPending) return <SkeletonRows />;
  if (!device) {
    return (
      <>
        <PageHeader title="Device not found" />
        <p className={styles.muted}>
          {devices.isError ? 'Your devices could not be loaded.' : 'It may have been deleted.'}{' '}
          <Link to="/Devices">Back to your devices</Link>
        </p>
      </>
    );
  }
  return <DeviceScreen key={device.id} device={device} />;
}

function DeviceScreen({ device }: { device: Device }) {
  const navigate = useNavigate();
  const update = useUpdateDevice(device.id);
  const remove = useDeleteDevice(device.id);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const deleteDevice = () =>
    remove.mutateAsync().then(
      () => navigate('/Devices', { replace: true }),
      () => undefined,
    );
  return (
    <>
      <PageHeader
        title={device.name}
        actions={
          <>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button variant="danger" onClick={() => setDeleting(true)} pending={remove.isPending}>
              Delete
            </Button>
          </>
        }
      />
      <div className={styles.sections}>
        <section className={styles.card} aria-label="About the device">
          <p>
            <Link to="/Devices">Devices</Link> › {DEVICE_TYPE_NAMES[device.type]}
          </p>
          <DeviceFacts device={device} />
        </section>
        <WaitingReadings deviceId={device.id} />
        <DeviceSetupSection device={device} />
      </div>
      {editing && (
        <DeviceFormDialog
          title="Edit device"
          submitLabel="Save"
          initial={{ name: device.name, type: device.type }}
          onClose={() => setEditing(false)}
          onSubmit={(body) => update.mutateAsync(body).then(() => setEditing(false))}
        />
      )}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete device?"
        text={`${device.name} and its secret URL go; so do the readings waiting for a batch. Readings already on batches stay.`}
        confirmLabel="Delete"
        danger
        onConfirm={() => void deleteDevice()}
      />
    </>
  );
}
