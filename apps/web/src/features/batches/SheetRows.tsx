// The brew-day sheet's small parts: a blank line to write on, and a table row with its box to tick.
import type { ReactNode } from 'react';
import styles from './BrewSheet.module.css';

/** A line to fill in by hand. */
export const Blank = () => <span className={styles.blank} />;

/** A line of the sheet with its box to tick. */
export const CheckRow = ({ children }: { children: ReactNode }) => (
  <tr>
    <td className={styles.check}>☐</td>
    {children}
  </tr>
);
