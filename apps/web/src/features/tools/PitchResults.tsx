// A pitch's figures (the Tools page's and the batch's): the cells the wort needs, the cells the packs
// hold, the cells after the starter, and what to do about a shortfall.
import { useQuantities } from '../../lib/preferences';
import type { PitchFigures } from './pitch-texts';
import { Results } from './ToolParts';
import styles from './Tools.module.css';
import { cellsText, suggestionText } from './tool-text';

/**
 * The figures of a pitch, `note` saying what wort they are for; while `figures` is null (figures
 * missing), `waiting` says what to type.
 */
export function PitchResults({
  figures,
  note,
  waiting,
}: {
  figures: PitchFigures | null;
  note?: string | undefined;
  waiting: string;
}) {
  const q = useQuantities();
  if (figures === null) {
    return (
      <Results label="Yeast cells" items={[]}>
        <p className={styles.waiting}>{waiting}</p>
      </Results>
    );
  }
  const { plan } = figures;
  const hasStarter = figures.afterSteps.length > 0;
  return (
    <Results
      label="Yeast cells"
      items={[
        ['Cells needed', cellsText(plan.cellsNeeded), note],
        ['Cells in the packs', cellsText(plan.cellsAvailable)],
        ...(hasStarter
          ? ([['Cells after the starter', cellsText(plan.cellsAfterStarter)]] as [string, string][])
          : []),
      ]}
    >
      <p className={styles.suggestion}>
        {suggestionText(q, figures.suggestion, figures.form, figures.cellsPerPack)}
      </p>
    </Results>
  );
}
