// /Alerts: the brewer's alerts, newest first (the newest 100), the unread ones marked, each with its
// batch (a link), when it came, and Mark read / Mark unread; "Mark all read" above them.
import { ALERT_KIND_NAMES, type Alert } from '@wortsmith/core';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { SkeletonRows } from '../../components/Skeleton';
import { fullTime, relativeTime } from '../../lib/relative-time';
import styles from './Alerts.module.css';
import { useMarkAlert, useMarkAllAlertsRead } from './mutations';
import { useAlerts } from './queries';

/** The alerts screen. */
export function AlertsPage() {
  const alerts = useAlerts();
  const markAll = useMarkAllAlertsRead();
  const unread = alerts.data?.unread ?? 0;
  const list = [...(alerts.data?.alerts ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <>
      <PageHeader
        title="Alerts"
        actions={
          <Button
            variant="secondary"
            onClick={() => markAll.mutate()}
            disabled={unread === 0}
            pending={markAll.isPending}
          >
            Mark all read
          </Button>
        }
      />
      {alerts.isPending ? (
        <SkeletonRows />
      ) : alerts.isError && !alerts.data ? (
        <p className={styles.empty} role="status">
          Your alerts could not be loaded.
        </p>
      ) : list.length === 0 ? (
        <p className={styles.empty} role="status">
          No alerts yet. Turn alerts on for a batch on its screen: you are told here when its fermentation
          finishes, its temperature drifts off the plan, its device goes silent or its battery runs low.
        </p>
      ) : (
        <>
          <p className={styles.empty} aria-live="polite">
            {unread === 0 ? 'All read.' : unread === 1 ? '1 unread alert.' : `${unread} unread alerts.`}
          </p>
          <ul className={styles.list} aria-label="Alerts">
            {list.map((alert) => (
              <AlertItem key={alert.id} alert={alert} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function AlertItem({ alert }: { alert: Alert }) {
  const mark = useMarkAlert();
  const titleId = `alert-${alert.id}`;
  return (
    <li className={styles.alert} data-read={alert.read}>
      <div className={styles.body}>
        <h2 className={styles.title} id={titleId}>
          {!alert.read && <span className={styles.unread}>Unread: </span>}
          {ALERT_KIND_NAMES[alert.kind]}
        </h2>
        <p className={styles.message}>{alert.message}</p>
        <p className={styles.meta}>
          <Link to={`/Batches/${alert.batch.id}`}>
            #{alert.batch.number} {alert.batch.name}
          </Link>
          <time dateTime={alert.createdAt} title={fullTime(alert.createdAt)}>
            {relativeTime(alert.createdAt)}
          </time>
        </p>
      </div>
      <Button
        variant="ghost"
        onClick={() => mark.mutate({ id: alert.id, read: !alert.read })}
        pending={mark.isPending}
      >
        {alert.read ? 'Mark unread' : 'Mark read'}
      </Button>
    </li>
  );
}
