// The credit of a recipe copied from someone else's (issue 36): under the recipe screen's title.
import type { CopiedFrom } from '@wortsmith/core';
import styles from './History.module.css';

const VIA: Record<CopiedFrom['via'], string> = {
  link: ' via a shared link',
  library: ' from the club library',
};

/** "Copied from “Copper IPA” by Ada Brewer via a shared link". */
export function CopiedFromCredit({ copiedFrom }: { copiedFrom: CopiedFrom }) {
  return (
    <p className={styles.credit}>
      Copied from “{copiedFrom.name}” by {copiedFrom.by}
      {VIA[copiedFrom.via]}
    </p>
  );
}
