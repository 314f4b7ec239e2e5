// Screen heading: the page's h1, an optional line under it, and its main actions.
import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';

/** Props of PageHeader. */
export interface PageHeaderProps {
  title: string;
  /** A small line under the title (a copied recipe's credit). */
  subtitle?: ReactNode;
  actions?: ReactNode;
}

/** The h1 of a screen with its actions beside it. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  const heading = <h1 className={styles.title}>{title}</h1>;
  return (
    <header className={styles.header}>
      {subtitle ? (
        <div className={styles.titles}>
          {heading}
          {subtitle}
        </div>
      ) : (
        heading
      )}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
