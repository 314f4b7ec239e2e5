// The comparison table (issue 36): what is compared, side A and side B, in three columns that keep to a
// phone's width (long names wrap). Each section a group of rows under its heading; a changed cell is
// highlighted and says "changed" to a screen reader, an ingredient or step on one side only is marked
// "added" or "removed".
import { useMemo } from 'react';
import { useQuantities } from '../../../lib/preferences';
import type { ComparisonAnswer } from '../history/queries';
import styles from './Compare.module.css';
import { type ComparedCell, comparisonSections } from './comparison-rows';

/** One side's cell. */
function Cell({ cell }: { cell: ComparedCell | null }) {
  if (!cell)
    return (
      <td className={styles.none}>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">none</span>
      </td>
    );
  return (
    <td>
      <span className={cell.changed ? styles.changed : undefined}>
        {cell.text}
        {cell.changed && <span className="visually-hidden"> (changed)</span>}
      </span>
      {cell.detail && (
        <span className={`${styles.detail} ${cell.detailChanged ? styles.changed : ''}`}>
          {cell.detail}
          {cell.detailChanged && !cell.changed && <span className="visually-hidden"> (changed)</span>}
        </span>
      )}
    </td>
  );
}

/** The comparison of `answer`'s two sides. */
export function ComparisonTable({ answer }: { answer: ComparisonAnswer }) {
  const q = useQuantities();
  const sections = useMemo(() => comparisonSections(answer, q), [answer, q]);
  return (
    <table className={styles.table} aria-label="Comparison">
      <colgroup>
        <col className={styles.whatColumn} />
        <col />
        <col />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">What</span>
          </th>
          <th scope="col">
            <span className={styles.side}>A</span> {answer.a.label}
          </th>
          <th scope="col">
            <span className={styles.side}>B</span> {answer.b.label}
          </th>
        </tr>
      </thead>
      {sections.map((section) => (
        <tbody key={section.title}>
          <tr>
            <th scope="colgroup" colSpan={3} className={styles.section}>
              {section.title}
            </th>
          </tr>
          {section.rows.length === 0 ? (
            <tr>
              <td colSpan={3} className={styles.same}>
                {section.empty}
              </td>
            </tr>
          ) : (
            section.rows.map((row) => (
              <tr key={row.key} data-change={row.change}>
                <th scope="row">
                  {row.what}
                  {row.change && <span className={styles.tag}>{row.change}</span>}
                </th>
                <Cell cell={row.a} />
                <Cell cell={row.b} />
              </tr>
            ))
          )}
        </tbody>
      ))}
    </table>
  );
}
