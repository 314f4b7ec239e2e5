// "Club library" in the share dialog: whether the recipe is in this instance's library for every brewer
// of it to browse and copy, by which name, since when and how often it was copied. Ticking or unticking
// the box saves at once; so does another name while it is published.
import type { ShownAs } from '@wortsmith/core';
import { useState } from 'react';
import { calendarDate } from '../../lib/relative-time';
import type { Publication } from './answers';
import { useSetPublication } from './mutations';
import styles from './Sharing.module.css';
import { ShownAsSelect } from './ShownAsSelect';

/** "Copied once", "Copied 3 times", "Not copied yet". */
export function copiedTimes(count: number): string {
  if (count === 0) return 'Not copied yet';
  return count === 1 ? 'Copied once' : `Copied ${count} times`;
}

/** The library part of the dialog. */
export function PublicationSection({
  recipeId,
  publication,
}: {
  recipeId: string;
  publication: Publication;
}) {
  const save = useSetPublication(recipeId);
  const [shownAs, setShownAs] = useState<ShownAs>(publication.shownAs);
  const { published, publishedAt, copyCount } = publication;
  return (
    <div className={styles.form}>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={published}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ published: event.target.checked, shownAs })}
        />
        Publish to this club's library
      </label>
      <ShownAsSelect
        id="publication-shown-as"
        value={shownAs}
        disabled={save.isPending}
        onChange={(next) => {
          setShownAs(next);
          if (published) save.mutate({ published: true, shownAs: next });
        }}
      />
      {published && publishedAt && (
        <p className={styles.state}>
          Published {calendarDate(publishedAt)} · {copiedTimes(copyCount)}.
        </p>
      )}
    </div>
  );
}
