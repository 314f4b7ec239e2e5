// "Add device": the name and type, then the device's secret URL, shown this once with its Copy button
// and the setup steps filled in with it.
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { DeviceFormDialog } from './DeviceFormDialog';
import { type CreatedDevice, useCreateDevice } from './mutations';
import { NewUrlPanel } from './NewUrlPanel';

/** The add dialog, mounted only while open. */
export function AddDeviceDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateDevice();
  const [created, setCreated] = useState<CreatedDevice | null>(null);
  if (!created) {
    return (
      <DeviceFormDialog
        title="Add device"
        submitLabel="Add device"
        onClose={onClose}
        onSubmit={(body) => create.mutateAsync(body).then(setCreated)}
      />
    );
  }
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${created.device.name} added`}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      <NewUrlPanel type={created.device.type} url={created.url} />
    </Modal>
  );
}
