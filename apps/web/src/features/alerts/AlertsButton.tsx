// The header's alerts button: a link to /Alerts with the unread count as a badge, named for screen
// readers "Alerts, 2 unread". Its query polls every minute and when the window regains focus.
import { Link, useLocation } from 'react-router';
import { BellIcon } from '../../components/Icons';
import styles from './Alerts.module.css';
import { useAlerts } from './queries';

/** The accessible name of the alerts button with `unread` unread alerts. */
export function alertsLabel(unread: number): string {
  return unread > 0 ? `Alerts, ${unread} unread` : 'Alerts';
}

/** Props of AlertsButton. */
export interface AlertsButtonProps {
  /** In the sidebar (bell, "Alerts" and the count) or the phone's top bar (bell and the count). */
  place: 'sidebar' | 'topbar';
  onNavigate?: () => void;
}

/** The alerts button with its unread badge. */
export function AlertsButton({ place, onNavigate }: AlertsButtonProps) {
  const unread = useAlerts().data?.unread ?? 0;
  const { pathname } = useLocation();
  return (
    <Link
      to="/Alerts"
      className={`${styles.button} ${styles[place]}`}
      aria-label={alertsLabel(unread)}
      aria-current={pathname === '/Alerts' ? 'page' : undefined}
      onClick={onNavigate}
    >
      <BellIcon />
      {place === 'sidebar' && <span>Alerts</span>}
      {unread > 0 && (
        <span className={styles.count} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
