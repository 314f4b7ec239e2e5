// The fermentation section: the chart (lazy uPlot chunk), the readings table with add, edit and
// delete, and the device link panel. Gravity and temperature are typed and shown in the brewer's units
// and saved as SG and °C without drift.
import {
  type Batch,
  type BatchReading,
  firstValidationMessage,
  gravityRule,
  readingSchema,
  readingTemperatureRule,
  typedQuantity,
} from '@wortsmith/core';
import { Suspense, useState } from 'react';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Spinner } from '../../components/Spinner';
import { lazyChunk } from '../../lib/lazy-chunk';
import { notifyError } from '../../lib/notify';
import { useDisplayUnits, useQuantities } from '../../lib/preferences';
import styles from './Batch.module.css';
import { DeviceLinkPanel } from './DeviceLinkPanel';
import { useAddReading, useDeleteReading, useUpdateReading } from './mutations';
import { CHART_POINTS, useReadings } from './queries';

const ReadingsChart = lazyChunk(() => import('./ReadingsChart').then((m) => m.ReadingsChart));

/** Rows the table shows before "Show all". */
const FIRST_ROWS = 12;

type Entry = { id?: string; time: string; gravity: string; temperature: string; note: string };

/** "2026-11-20T10:00" in local time, as a datetime-local input holds it. */
function localInput(iso: string): string {
  const date = new Date(iso);
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

const emptyEntry = (): Entry => ({
  time: localInput(new Date().toISOString()),
  gravity: '',
  temperature: '',
  note: '',
});

/** Readings, chart and device link of `batch`; `plannedFg` draws the target line. */
export function ReadingsSection({ batch, plannedFg }: { batch: Batch; plannedFg: number }) {
  const readings = useReadings(batch.id);
  const add = useAddReading(batch.id);
  const update = useUpdateReading(batch.id);
  const remove = useDeleteReading(batch.id);
  const [entry, setEntry] = useState<Entry>(emptyEntry);
  const [showAll, setShowAll] = useState(false);
  const [deleting, setDeleting] = useState<BatchReading | null>(null);
  const units = useDisplayUnits();
  const q = useQuantities();
  // "1.012" as always in SG; "3.1 °P" in Plato.
  const gravityText = (sg: number | null) => (sg === null ? '—' : q.format('gravity', sg));
  const list = readings.data ?? [];
  const latestFirst = [...list].reverse();
  const rows = showAll ? latestFirst : latestFirst.slice(0, FIRST_ROWS);

  const submit = async () => {
    const editing = list.find((reading) => reading.id === entry.id);
    const gravity = typedQuantity(
      'gravity',
      entry.gravity,
      units.gravity,
      gravityRule('Gravity'),
      editing?.gravity,
    );
    const temperature = typedQuantity(
      'temperature',
      entry.temperature,
      units.temperature,
      readingTemperatureRule,
      editing?.temperature,
    );
    const message = gravity.message ?? temperature.message;
    if (message !== undefined) return notifyError(message);
    const parsed = readingSchema.safeParse({
      time: entry.time ? new Date(entry.time).toISOString() : '',
      gravity: gravity.value,
      temperature: temperature.value,
      note: entry.note,
    });
    if (!parsed.success) return notifyError(firstValidationMessage(parsed.error));
    const saved = entry.id
      ? update.mutateAsync({ id: entry.id, reading: parsed.data })
      : add.mutateAsync(parsed.data);
    await saved.then(
      () => setEntry(emptyEntry()),
      () => undefined,
    );
  };
  const set = (key: keyof Entry) => (event: { target: { value: string } }) =>
    setEntry((current) => ({ ...current, [key]: event.target.value }));

  return (
    <section className={styles.section} aria-labelledby="fermentation-title">
      <h2 id="fermentation-title">Fermentation</h2>
      {!readings.isPending && list.length === 0 ? (
        <p className={styles.hints}>No readings yet: add one below or let a hydrometer post them.</p>
      ) : (
        <div className={styles.chart}>
          {readings.isPending ? (
            <Spinner />
          ) : (
            <Suspense fallback={<Spinner />}>
              <ReadingsChart readings={list} plannedFg={plannedFg} />
            </Suspense>
          )}
        </div>
      )}
      {list.length >= CHART_POINTS && (
        <p className={styles.hints}>Many readings: {CHART_POINTS} spread over the whole time are shown.</p>
      )}
      <h3>{entry.id ? 'Edit reading' : 'Add a reading'}</h3>
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label>
          Time
          <input type="datetime-local" value={entry.time} onChange={set('time')} required />
        </label>
        <label>
          Gravity ({q.symbol('gravity')})
          <input
            inputMode="decimal"
            value={entry.gravity}
            onChange={set('gravity')}
            placeholder={units.gravity === 'SG' ? '1.012' : '3.1'}
            size={8}
          />
        </label>
        <label>
          Temperature ({q.symbol('temperature')})
          <input inputMode="decimal" value={entry.temperature} onChange={set('temperature')} size={6} />
        </label>
        <label>
          Note
          <input value={entry.note} onChange={set('note')} maxLength={500} />
        </label>
        <Button type="submit" pending={add.isPending || update.isPending}>
          {entry.id ? 'Save reading' : 'Add reading'}
        </Button>
        {entry.id && (
          <Button variant="ghost" onClick={() => setEntry(emptyEntry())}>
            Cancel
          </Button>
        )}
      </form>
      {list.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">Readings, latest first</caption>
            <thead>
              <tr>
                <th>Time</th>
                <th className={styles.number}>Gravity</th>
                <th className={styles.number}>Temperature</th>
                <th>Note</th>
                <th>
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((reading) => (
                <tr key={reading.id}>
                  <td>
                    {new Date(reading.time).toLocaleString(undefined, {
                      dateStyle: 'short',
                      timeStyle: 'short',
                    })}
                  </td>
                  <td className={styles.number}>{gravityText(reading.gravity)}</td>
                  <td className={styles.number}>
                    {reading.temperature === null ? '—' : q.format('temperature', reading.temperature)}
                  </td>
                  <td>{reading.note}</td>
                  <td>
                    <Button
                      variant="ghost"
                      onClick={() =>
                        setEntry({
                          id: reading.id,
                          time: localInput(reading.time),
                          gravity: q.inputText('gravity', reading.gravity),
                          temperature: q.inputText('temperature', reading.temperature),
                          note: reading.note ?? '',
                        })
                      }
                    >
                      Edit
                    </Button>
                    <Button variant="ghost" onClick={() => setDeleting(reading)}>
                      Delete
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {latestFirst.length > FIRST_ROWS && (
            <Button variant="secondary" onClick={() => setShowAll(!showAll)}>
              {showAll ? 'Show fewer' : `Show all ${latestFirst.length}`}
            </Button>
          )}
        </div>
      )}
      <DeviceLinkPanel batch={batch} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete this reading?"
        text="This cannot be undone."
        confirmLabel="Delete"
        danger
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
      />
    </section>
  );
}
