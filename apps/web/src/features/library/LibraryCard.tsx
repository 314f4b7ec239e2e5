// One published recipe in the library: its name (opening it), style and type, who it is by, its figures
// in the brewer's units with a swatch of its colour, how often it was copied, and "Yours" on the brewer's own.
import { ebcToColour, figureReading } from '@wortsmith/core';
import { Link } from 'react-router';
import { useDisplayUnits } from '../../lib/preferences';
import type { LibraryEntry } from '../sharing/answers';
import { copiedTimes } from '../sharing/PublicationSection';
import styles from './Library.module.css';

/** The figures a card shows, in this order. */
const CARD_FIGURES = ['og', 'abv', 'ibu', 'ebc'] as const;

/** The card of `entry`. */
export function LibraryCard({ entry }: { entry: LibraryEntry }) {
  const units = useDisplayUnits();
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <span
          className={styles.swatch}
          style={{ background: ebcToColour(entry.figures.ebc) }}
          aria-hidden="true"
        />
        <div className={styles.titles}>
          <Link className={styles.name} to={`/Library/${encodeURIComponent(entry.id)}`}>
            {entry.name}
          </Link>
          <p className={styles.kind}>
            {entry.style || 'No style'} · {entry.type}
          </p>
        </div>
        {entry.mine && <span className={styles.yours}>Yours</span>}
      </div>
      <p className={styles.by}>by {entry.shownName}</p>
      <dl className={styles.figures}>
        {CARD_FIGURES.map((key) => {
          const { label, text } = figureReading(key, entry.figures[key], units);
          return (
            <div key={key}>
              <dt>{label}</dt>
              <dd>{text}</dd>
            </div>
          );
        })}
      </dl>
      <p className={styles.copies}>{copiedTimes(entry.copyCount)}</p>
    </li>
  );
}
