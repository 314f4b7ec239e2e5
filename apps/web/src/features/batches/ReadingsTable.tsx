// The readings table, latest first: time, gravity (a refractometer reading's °Brix under the gravity
// it was corrected to) and temperature in the brewer's units, note (with what a device sent beside the
// reading: battery, signal, pressure…), and each row's Edit and Delete; the
// first rows only until "Show all".
import { type BatchReading, readingExtrasTexts } from '@wortsmith/core';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { useQuantities } from '../../lib/preferences';
import { fullTime } from '../../lib/relative-time';
import styles from './Batch.module.css';

/** Rows the table shows before "Show all". */
export const FIRST_ROWS = 12;

/** Props of ReadingsTable. */
export interface ReadingsTableProps {
  /** The readings in time order. */
  readings: BatchReading[];
  onEdit: (reading: BatchReading) => void;
  onDelete: (reading: BatchReading) => void;
}

/** The table of `readings`, latest first; nothing without any. */
export function ReadingsTable({ readings, onEdit, onDelete }: ReadingsTableProps) {
  const q = useQuantities();
  const [showAll, setShowAll] = useState(false);
  if (readings.length === 0) return null;
  const latestFirst = [...readings].reverse();
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
      {latestFirst.length > FIRST_ROWS && (
        <Button variant="secondary" onClick={() => setShowAll(!showAll)}>
          {showAll ? 'Show fewer' : `Show all ${latestFirst.length}`}
        </Button>
      )}
    </div>
  );
}
