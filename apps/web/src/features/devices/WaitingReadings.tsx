// The readings a device sent while on no batch (kept 14 days), latest first, and "Attach to batch":
// one of the brewer's batches that still takes readings (not Completed or Archived) gets them all.
import { acceptsReadings, UNASSIGNED_READING_DAYS } from '@wortsmith/core';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { useQuantities } from '../../lib/preferences';
import { fullTime } from '../../lib/relative-time';
import { useBatchList } from '../batches/queries';
import styles from './Devices.module.css';
import { useAttachReadings } from './mutations';
import { useWaitingReadings } from './queries';

/** Rows shown before the rest are summed up. */
export const WAITING_ROWS = 10;

/** The waiting readings section of the device `deviceId`. */
export function WaitingReadings({ deviceId }: { deviceId: string }) {
  const waiting = useWaitingReadings(deviceId);
  const q = useQuantities();
  const readings = [...(waiting.data ?? [])].reverse();
  return (
    <section className={styles.card} aria-labelledby="waiting-title">
      <h2 id="waiting-title">Readings waiting for a batch</h2>
      {waiting.isPending ? (
        <p className={styles.muted}>Loading…</p>
      ) : readings.length === 0 ? (
        <p className={styles.muted}>
          None. What the device sends while it is on no batch waits here {UNASSIGNED_READING_DAYS} days for
          you to attach it to one.
        </p>
      ) : (
        <>
          <p className={styles.muted}>
            {readings.length === 1 ? '1 reading' : `${readings.length} readings`} sent while the device was on
            no batch, kept {UNASSIGNED_READING_DAYS} days.
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">Waiting readings, latest first</caption>
              <thead>
                <tr>
                  <th>Time</th>
                  <th className={styles.number}>Gravity</th>
                  <th className={styles.number}>Temperature</th>
                </tr>
              </thead>
              <tbody>
                {readings.slice(0, WAITING_ROWS).map((reading) => (
                  <tr key={reading.id}>
                    <td>{fullTime(reading.time)}</td>
                    <td className={styles.number}>
                      {reading.gravity === null ? '—' : q.format('gravity', reading.gravity)}
                    </td>
                    <td className={styles.number}>
                      {reading.temperature === null ? '—' : q.format('temperature', reading.temperature)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {readings.length > WAITING_ROWS && (
            <p className={styles.muted}>and {readings.length - WAITING_ROWS} earlier.</p>
          )}
          <AttachForm deviceId={deviceId} />
        </>
      )}
    </section>
  );
}

function AttachForm({ deviceId }: { deviceId: string }) {
  const batches = useBatchList(true);
  const attach = useAttachReadings(deviceId);
  const [batchId, setBatchId] = useState('');
  const open = (batches.data ?? []).filter((batch) => acceptsReadings(batch.status));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (batchId)
      attach.mutateAsync(batchId).then(
        () => setBatchId(''),
        () => undefined,
      );
  };
  if (batches.isSuccess && open.length === 0) {
    return (
      <p className={styles.muted}>
        None of your batches takes readings now (Completed and Archived ones do not): brew one to attach these
        to it.
      </p>
    );
  }
  return (
    <form className={styles.actions} onSubmit={submit}>
      <SelectField
        id={`attach-${deviceId}`}
        label="Attach to batch"
        value={batchId}
        onChange={(event) => setBatchId(event.target.value)}
        required
      >
        <option value="">Choose a batch…</option>
        {open.map((batch) => (
          <option key={batch.id} value={batch.id}>
            #{batch.number} {batch.name} ({batch.status})
          </option>
        ))}
      </SelectField>
      <Button type="submit" disabled={!batchId} pending={attach.isPending}>
        Attach
      </Button>
    </form>
  );
}
