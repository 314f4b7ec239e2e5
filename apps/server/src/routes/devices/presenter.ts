// Maps device rows to the API's Device.
import type { Device, DeviceType, ReadingExtras } from '@wortsmith/core';
import type { DeviceListRow } from './repository';

/** The API representation of a device (never its token's hash). */
export function presentDevice(row: DeviceListRow): Device {
  return {
    id: row.id,
    name: row.name,
    type: row.type as DeviceType,
    batch:
      row.batchId !== null && row.batchNumber !== null
        ? { id: row.batchId, number: row.batchNumber, name: row.batchName ?? '' }
        : null,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    lastExtras: (row.lastExtras as ReadingExtras | null) ?? null,
    waitingReadings: row.waitingReadings,
    createdAt: row.createdAt.toISOString(),
  };
}
