// Device writes (TanStack Query mutations), one per operation, each with its own fallback message: add a
// device (its secret URL answered once), rename it or change its type, delete it, make a new secret URL
// (the old one stops working), attach its waiting readings to a batch. Each refreshes what it changed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Device, type DeviceInput, type DeviceUrl, deletedMessage } from '@wortsmith/core';
import { apiRequest } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { batchKeys } from '../batches/queries';
import { DEVICE_FALLBACKS, deviceKeys, devicePath } from './queries';

/** `POST /api/devices`'s answer: the device and its secret URL, shown this once. */
export interface CreatedDevice extends DeviceUrl {
  device: Device;
}

/** Adds a device: POST /api/devices; the device with its secret URL. */
export function useCreateDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviceInput) =>
      apiRequest<CreatedDevice>('/api/devices', { method: 'POST', body, fallback: DEVICE_FALLBACKS.create }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.list() }),
  });
}

/** Renames the device `id` or changes its type: PUT /api/devices/{id}; toasts "Device saved successfully.". */
export function useUpdateDevice(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviceInput) =>
      apiRequest<Device>(devicePath(id), { method: 'PUT', body, fallback: DEVICE_FALLBACKS.save }),
    onSuccess: () => {
      notifySuccess('Device saved successfully.');
      return queryClient.invalidateQueries({ queryKey: deviceKeys.list() });
    },
  });
}

/** Deletes the device `id`: DELETE /api/devices/{id}; toasts "Device deleted successfully.". */
export function useDeleteDevice(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<unknown>(devicePath(id), { method: 'DELETE', fallback: DEVICE_FALLBACKS.delete }),
    onSuccess: () => {
      notifySuccess(deletedMessage('Device'));
      return queryClient.invalidateQueries({ queryKey: deviceKeys.all });
    },
  });
}

/** A new secret URL for the device `id`: POST /api/devices/{id}/token; the old URL stops working. */
export function useRenewDeviceUrl(id: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest<DeviceUrl>(`${devicePath(id)}/token`, { method: 'POST', fallback: DEVICE_FALLBACKS.renew }),
  });
}

/** Attaches the device's waiting readings to a batch: POST /api/devices/{id}/attach; how many moved. */
export function useAttachReadings(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batchId: string) =>
      apiRequest<{ attached: number }>(`${devicePath(id)}/attach`, {
        method: 'POST',
        body: { batchId },
        fallback: DEVICE_FALLBACKS.attach,
      }),
    onSuccess: ({ attached }, batchId) => {
      notifySuccess(attached === 1 ? '1 reading attached.' : `${attached} readings attached.`);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
        queryClient.invalidateQueries({ queryKey: batchKeys.readings(batchId) }),
      ]);
    },
  });
}
