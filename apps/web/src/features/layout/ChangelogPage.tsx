// /Changelog (SPEC §1, §2.2): the releases, newest first, with dates and notes.
import { PageHeader } from '../../components/PageHeader';
import styles from './ChangelogPage.module.css';
import { RELEASES } from './navigation';

/** The changelog screen. */
export function ChangelogPage() {
  return (
    <>
      <PageHeader title="Changelog" />
      <ol className={styles.releases}>
        {RELEASES.map((release) => (
          <li key={release.version} className={styles.release}>
            <h2 className={styles.version}>{release.version}</h2>
            <p className={styles.date}>{release.date}</p>
            <ul className={styles.notes}>
              {release.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </>
  );
}
