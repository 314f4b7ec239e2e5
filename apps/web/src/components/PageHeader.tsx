// Screen heading: the page's h1 and its main actions.
import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';

/** Props of PageHeader. */
export interface PageHeaderProps {
  title: string;
  actions?: ReactNode;
}

/** The h1 of a screen with its actions beside it. */
export function PageHeader({ title, actions }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
