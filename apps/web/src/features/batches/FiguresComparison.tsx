// Measured figures beside the planned ones, each with its difference marked (▲ above, ▼ below plan).

import styles from './Batch.module.css';
import type { FigureComparison } from './batch-form';
import { formatDifference } from './batch-form';

const show = (value: number | null, decimals: number, unit: string) =>
  value === null ? '—' : `${value.toFixed(decimals)}${unit ? ` ${unit}` : ''}`;

/** The planned-versus-measured table. */
export function FiguresComparison({ rows }: { rows: FigureComparison[] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>Figure</th>
            <th className={styles.number}>Planned</th>
            <th className={styles.number}>Measured</th>
            <th className={styles.number}>Difference</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const text = formatDifference(row);
            const direction =
              text === '' || text === 'on plan' ? null : row.difference! > 0 ? 'above' : 'below';
            return (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td className={styles.number}>{show(row.planned, row.decimals, row.unit)}</td>
                <td className={styles.number}>{show(row.measured, row.decimals, row.unit)}</td>
                <td className={styles.number}>
                  {direction && (
                    <span className={styles[direction]} aria-hidden="true">
                      {direction === 'above' ? '▲ ' : '▼ '}
                    </span>
                  )}
                  {text}
                  {direction && <span className="visually-hidden"> {direction} plan</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
