// The recipe screen's History card (issue 36): the recipe's versions, newest first (number, when it was
// saved in the brewer's locale, what changed, the current one marked), each opening its page; two ticked
// versions open their comparison. Read quietly: the card says when the history cannot be read.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components';
import { fullTime } from '../../../lib/relative-time';
import shared from '../editor/ingredients/IngredientSection.module.css';
import editor from '../editor/RecipeEditor.module.css';
import styles from './History.module.css';
import { comparePath, compareSide, versionPath } from './links';
import { historyQueries } from './queries';

/** Versions listed before "Show all". */
const SHOWN = 10;

/** The History card of recipe `recipeId`. */
export function HistoryCard({ recipeId }: { recipeId: string }) {
  const query = useQuery(historyQueries.versions(recipeId));
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<number[]>([]);
  const [all, setAll] = useState(false);
  const versions = query.data ?? [];
  const shown = all ? versions : versions.slice(0, SHOWN);
  // A third tick replaces the first of the two.
  const toggle = (n: number) =>
    setChosen((picked) => (picked.includes(n) ? picked.filter((v) => v !== n) : [...picked, n].slice(-2)));
  const [older, newer] = [...chosen].sort((x, y) => x - y);

  return (
    <section className={editor.card} aria-labelledby="history-title">
      <h2 id="history-title" className={`${editor.cardTitle} ${shared.sectionTitle}`}>
        History
        {query.data && <span className={shared.count}>{versions.length}</span>}
      </h2>
      {query.isPending ? (
        <p className={shared.empty}>Loading the history…</p>
      ) : query.isError ? (
        <p className={shared.empty}>{query.error.message}</p>
      ) : (
        <>
          <ol className={styles.versions}>
            {shown.map((entry) => (
              <li key={entry.version} className={styles.version}>
                <input
                  type="checkbox"
                  className={styles.tick}
                  checked={chosen.includes(entry.version)}
                  onChange={() => toggle(entry.version)}
                  aria-label={`Compare v${entry.version}`}
                />
                <div className={styles.entry}>
                  <div className={styles.entryHead}>
                    <Link to={versionPath(recipeId, entry.version)} className={styles.number}>
                      v{entry.version}
                    </Link>
                    <time dateTime={entry.createdAt} className={styles.time}>
                      {fullTime(entry.createdAt)}
                    </time>
                    {entry.current && <span className={styles.current}>current</span>}
                  </div>
                  <p className={styles.summary}>{entry.summary}</p>
                </div>
              </li>
            ))}
          </ol>
          {!all && versions.length > SHOWN && (
            <Button variant="ghost" onClick={() => setAll(true)}>
              Show all {versions.length} versions
            </Button>
          )}
          {versions.length > 1 && (
            <div className={styles.compare}>
              <Button
                variant="secondary"
                disabled={newer === undefined}
                onClick={() =>
                  navigate(comparePath(compareSide(recipeId, older), compareSide(recipeId, newer)))
                }
              >
                {newer === undefined ? 'Compare' : `Compare v${older} with v${newer}`}
              </Button>
              <span className={styles.hint}>Tick two versions to compare them.</span>
            </div>
          )}
        </>
      )}
    </section>
  );
}
