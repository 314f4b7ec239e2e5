// /Compare?a=&b= (issue 36): two recipes, or two versions of one, side by side. A picker per side changes
// it in the URL (a recipe id for its current version, `id@n` for version n); once both are chosen the
// server compares them (GET /api/recipes/compare) and the table shows what differs.
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, PageHeader } from '../../../components';
import { comparePath } from '../history/links';
import { historyQueries } from '../history/queries';
import { useRecipeList } from '../queries';
import styles from './Compare.module.css';
import { ComparePicker } from './ComparePicker';
import { ComparisonTable } from './ComparisonTable';

/** The comparison screen. */
export function ComparePage() {
  const [params] = useSearchParams();
  const a = params.get('a') ?? '';
  const b = params.get('b') ?? '';
  const recipes = useRecipeList().data ?? [];
  const compared = useQuery({ ...historyQueries.compare(a, b), enabled: a !== '' && b !== '' });
  const navigate = useNavigate();
  // The URL keeps a side's `@` readable: /Compare?a=id@2&b=id.
  const show = (sides: { a: string; b: string }) =>
    navigate(comparePath(sides.a, sides.b), { replace: true });
  const choose = (side: 'a' | 'b') => (value: string) => show({ a, b, [side]: value });

  return (
    <div className={styles.page}>
      <PageHeader
        title="Compare recipes"
        actions={
          <Button variant="secondary" disabled={!a && !b} onClick={() => show({ a: b, b: a })}>
            Swap A and B
          </Button>
        }
      />
      <div className={styles.pickers}>
        <ComparePicker side="A" value={a} recipes={recipes} onChange={choose('a')} />
        <ComparePicker side="B" value={b} recipes={recipes} onChange={choose('b')} />
      </div>
      {!a || !b ? (
        <p className={styles.note}>Choose a recipe for A and for B, and a version of each if you like.</p>
      ) : compared.isError ? (
        <p className={styles.note} role="alert">
          {compared.error.message}
        </p>
      ) : compared.data ? (
        <ComparisonTable answer={compared.data} />
      ) : (
        <p className={styles.note}>Comparing…</p>
      )}
    </div>
  );
}
