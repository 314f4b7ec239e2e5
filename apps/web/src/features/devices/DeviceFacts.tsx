// What a brewer reads about a device at a glance: the batch it is on (a link to it), when it was last
// heard from, its battery and signal as it last sent them, and the readings waiting for a batch.
import { type Device, readingExtrasTexts } from '@wortsmith/core';
import { Link } from 'react-router';
import { fullTime, relativeTime } from '../../lib/relative-time';
import listStyles from '../lists/List.module.css';
import styles from './Devices.module.css';

/** The facts of `device`, as a list. */
export function DeviceFacts({ device }: { device: Device }) {
  const extras = readingExtrasTexts(device.lastExtras);
  return (
    <ul className={listStyles.facts}>
      <li>
        <span className={listStyles.factLabel}>Batch:</span>{' '}
        {device.batch ? (
          <Link to={`/Batches/${device.batch.id}`}>
            #{device.batch.number} {device.batch.name}
          </Link>
        ) : (
          'none'
        )}
      </li>
      <li>
        <span className={listStyles.factLabel}>Last seen:</span>{' '}
        {device.lastSeenAt ? (
          <time dateTime={device.lastSeenAt} title={fullTime(device.lastSeenAt)}>
            {relativeTime(device.lastSeenAt)}
          </time>
        ) : (
          'never'
        )}
      </li>
      {extras.map((text) => (
        <li key={text}>{text}</li>
      ))}
      {device.waitingReadings > 0 && (
        <li className={styles.waiting}>
          {device.waitingReadings === 1 ? '1 reading waiting' : `${device.waitingReadings} readings waiting`}
        </li>
      )}
    </ul>
  );
}
