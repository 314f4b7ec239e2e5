// Buttons: one text button with a few variants and one icon-only button that must carry a name.
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './Button.module.css';

/** Props of Button. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  block?: boolean;
  /** A request is under way: the button shows a spinner, is marked busy and cannot be pressed again. */
  pending?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A text button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  block,
  pending = false,
  className,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  const classes = [styles.button, styles[variant], block ? styles.block : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || pending}
      {...(pending ? { 'aria-busy': true } : {})}
      {...rest}
    >
      {pending ? <span className={styles.progress} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

/** Props of IconButton: the accessible name is required because the button shows only an icon. */
export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  label: string;
  children: ReactNode;
  tone?: 'default' | 'danger';
  ref?: Ref<HTMLButtonElement>;
}

/** An icon-only button named by `label` (e.g. "Details of Maris Otter"). */
export function IconButton({
  label,
  tone = 'default',
  className,
  children,
  type = 'button',
  ...rest
}: IconButtonProps) {
  const classes = [styles.icon, tone === 'danger' ? styles.iconDanger : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} aria-label={label} className={classes} {...rest}>
      {children}
    </button>
  );
}

/** Class names for links styled as buttons (react-router Link). */
export const buttonClassNames = {
  primary: `${styles.button} ${styles.primary}`,
  secondary: `${styles.button} ${styles.secondary}`,
  icon: styles.icon,
};
