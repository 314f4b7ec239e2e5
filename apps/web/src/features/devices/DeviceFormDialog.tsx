// The device's name and type, for adding one and for renaming or changing its type: checked with the
// core's device schema (its messages under the fields, the first toasted, SPEC §5).
import { DEVICE_TYPE_NAMES, DEVICE_TYPES, type DeviceInput, deviceSchema } from '@wortsmith/core';
import { type FieldErrors, useForm } from 'react-hook-form';
import { FormModal } from '../../components/FormModal';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { firstFormError, schemaResolver } from '../../lib/forms';
import { notifyError } from '../../lib/notify';
import styles from './Devices.module.css';

interface DeviceValues {
  name: string;
  type: string;
}

/** Props of DeviceFormDialog. */
export interface DeviceFormDialogProps {
  title: string;
  submitLabel: string;
  /** The device's name and type as they are; a new device starts with none. */
  initial?: DeviceInput;
  onClose: () => void;
  /** Sends the checked body; the dialog stays open until the caller closes it. */
  onSubmit: (body: DeviceInput) => Promise<unknown>;
}

/** The name and type dialog, mounted only while open. */
export function DeviceFormDialog({ title, submitLabel, initial, onClose, onSubmit }: DeviceFormDialogProps) {
  const form = useForm<DeviceValues, unknown, DeviceInput>({
    resolver: schemaResolver<DeviceValues, DeviceInput>(deviceSchema),
    defaultValues: { name: initial?.name ?? '', type: initial?.type ?? '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(
    (body) => onSubmit(body).catch(() => undefined),
    (invalid: FieldErrors<DeviceValues>) => {
      const message = firstFormError(invalid, ['name', 'type']);
      if (message) notifyError(message);
    },
  );
  return (
    <FormModal
      title={title}
      formId="device-form"
      formClassName={styles.form}
      submitLabel={submitLabel}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        id="device-name"
        label="Name"
        autoComplete="off"
        placeholder="e.g. Red Tilt, iSpindel 2"
        error={errors.name?.message}
        registration={form.register('name')}
      />
      <SelectField
        id="device-type"
        label="Type"
        error={errors.type?.message}
        registration={form.register('type')}
      >
        <option value="">Choose the device…</option>
        {DEVICE_TYPES.map((type) => (
          <option key={type} value={type}>
            {DEVICE_TYPE_NAMES[type]}
          </option>
        ))}
      </SelectField>
    </FormModal>
  );
}
