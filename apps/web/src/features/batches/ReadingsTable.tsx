// The readings table, latest first: time, gravity (a refractometer reading's °Brix under the gravity
// it was corrected to) and temperature in the brewer's units, note (with what a device sent beside the
// reading: battery, signal, pressure…), and each row's Edit and Delete; the first rows only until "Show
// all". It reads every reading, latest first, a page at a time (issue 38), where the chart reads a few
// hundred spread over the whole time: a device posting every 15 minutes for three weeks sends 2,000.
import { type BatchReading, readingExtrasTexts } from '@wortsmith/core';
import { useMemo, useState } from 'react';
import { Button } from '../../components/Button';
import { TOTAL_COUNT_CAP } from '../../lib/api';
import { usePagedList } from '../../lib/paged-list';
import { useQuantities } from '../../lib/preferences';
import { fullTime } from '../../lib/relative-time';
import styles from './Batch.module.css';
import { readingsTableSource } from './queries';

/** Rows the table shows before "Show all". */
export const FIRST_ROWS = 12;

/** Props of ReadingsTable. */
export interface ReadingsTableProps {
  batchId: string;
  onEdit: (reading: BatchReading) => void;
  onDelete: (reading: BatchReading) => void;
}

/** The table of the batch's readings, latest first; nothing without any. */
export function ReadingsTable({ batchId, onEdit, onDelete }: ReadingsTableProps) {
  const q = useQuantities();
  const [showAll, setShowAll] = useState(false);
  const source = useMemo(() => readingsTableSource(batchId), [batchId]);
  const { items: latestFirst = [], count, more } = usePagedList<BatchReading>(source, '');
  if (latestFirst.length === 0) return null;
  const rows = showAll ? latestFirst : latestFirst.slice(0, FIRST_ROWS);
  // "1.012" as always in SG; "3.1 °P" in Plato.
  const shown = (quantity: 'gravity' | 'temperature', value: number | null) =>
    value === null ? '—' : q.format(quantity, value);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">Readings, latest first</caption>
        <thead>
          <tr>
            <th>Time</th>
            <th className={styles.number}>Gravity</th>
            <th className={styles.number}>
              {/* "Temp." on a phone, so the row's Edit and Delete fit beside the figures. */}
              <span className={styles.longLabel}>Temperature</span>
              <span className={styles.shortLabel} aria-hidden="true">
                Temp.
              </span>
            </th>
            <th>Note</th>
            <th>
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((reading) => (
            <tr key={reading.id}>
              <td>{fullTime(reading.time)}</td>
              <td className={styles.number}>
                {shown('gravity', reading.gravity)}
                {reading.brix !== null && (
                  <span className={styles.brix}>{reading.brix.toFixed(1)} °Brix</span>
                )}
              </td>
              <td className={styles.number}>{shown('temperature', reading.temperature)}</td>
              <td>
                {reading.note}
                {readingExtrasTexts(reading.extras).length > 0 && (
                  <span className={styles.extras}>{readingExtrasTexts(reading.extras).join(' · ')}</span>
                )}
              </td>
              <td>
                <div className={styles.rowActions}>
                  <Button variant="ghost" onClick={() => onEdit(reading)}>
                    Edit
                  </Button>
                  <Button variant="ghost" onClick={() => onDelete(reading)}>
                    Delete
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.tableMore}>
        {!showAll && (latestFirst.length > FIRST_ROWS || more.hasMore) && (
          <Button variant="secondary" onClick={() => setShowAll(true)}>
            {count !== null && count <= TOTAL_COUNT_CAP ? `Show all ${count}` : 'Show more'}
          </Button>
        )}
        {showAll && more.hasMore && (
          <Button variant="secondary" onClick={more.loadMore} pending={more.loading}>
            Show more
          </Button>
        )}
        {showAll && latestFirst.length > FIRST_ROWS && (
          <Button variant="secondary" onClick={() => setShowAll(false)}>
            Show fewer
          </Button>
        )}
      </div>
    </div>
  );
}
