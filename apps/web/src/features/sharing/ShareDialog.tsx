// The recipe screen's share dialog (issue 36): a link anyone can open without an account, and the club
// library every brewer of this instance browses. It says what others see first.
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { SkeletonRows } from '../../components/Skeleton';
import { PublicationSection } from './PublicationSection';
import { useRecipeSharing } from './queries';
import { ShareLinkSection } from './ShareLinkSection';
import styles from './Sharing.module.css';

/** What a share shows and what it keeps back (core's shared-recipe.ts). */
export const SHARE_EXPLANATION =
  'Others see this recipe with its figures, mash, water, fermentation and notes, credited by the name you choose. They do not see your e-mail, your other recipes, batches or stock.';

/** The dialog for the saved recipe `recipeId`, mounted only while open. */
export function ShareDialog({ recipeId, onClose }: { recipeId: string; onClose: () => void }) {
  const sharing = useRecipeSharing(recipeId);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Share recipe"
      description={SHARE_EXPLANATION}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      {sharing.data ? (
        <>
          <section className={styles.section} aria-labelledby="share-link-title">
            <h3 id="share-link-title">Share by link</h3>
            <p className={styles.muted}>Anyone with the link can read the recipe, without an account.</p>
            <ShareLinkSection recipeId={recipeId} share={sharing.data.share} />
          </section>
          <section className={styles.section} aria-labelledby="share-library-title">
            <h3 id="share-library-title">Club library</h3>
            <p className={styles.muted}>Every brewer on this Wortsmith can find it and copy it.</p>
            <PublicationSection recipeId={recipeId} publication={sharing.data.publication} />
          </section>
        </>
      ) : sharing.isError ? (
        <p className={styles.muted} role="alert">
          {sharing.error.message}
        </p>
      ) : (
        <SkeletonRows count={2} variant="form" />
      )}
    </Modal>
  );
}
