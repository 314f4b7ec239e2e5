// Maps alert rows to the API's Alert.
import type { Alert, AlertKind } from '@wortsmith/core';
import type { AlertRow } from './repository';

/** The API representation of an alert. */
export function presentAlert(row: AlertRow): Alert {
  return {
    id: row.id,
    kind: row.kind as AlertKind,
    message: row.message,
    batch: { id: row.batchId, number: row.batchNumber, name: row.batchName },
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}
