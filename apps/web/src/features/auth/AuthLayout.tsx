// The frame of the public account screens: a centred card with the product mark and a heading.
import type { ReactNode } from 'react';
import { MugIcon } from '../../components/MugIcon';
import styles from './AuthLayout.module.css';

/** Centred card with the brand, the screen's h1, an optional intro and the content. */
export function AuthLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.brand}>
          <MugIcon />
          <span>Wortsmith</span>
        </div>
        <h1 className={styles.title}>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </div>
    </main>
  );
}

/** Class names the account screens share. */
export const authStyles = styles;
