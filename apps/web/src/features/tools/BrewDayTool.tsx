// The brew-day corrections: before the boil, the measured gravity and volume with the boil-off and the
// boil time give the OG the batch is heading for and how to reach the planned one (boil longer, add
// dry malt extract, or add water); after the boil, the measured OG and volume the same without more
// boiling. Live, in the brewer's units.
import { postBoilCorrection, preBoilCorrection } from '@wortsmith/core';
import { useQuantities } from '../../lib/preferences';
import { CorrectionResults } from './CorrectionResults';
import { ToolCard, ToolField, useTexts } from './ToolParts';
import styles from './Tools.module.css';
import { startingText, typedNumber, typedValue } from './tool-text';

/** Where the corrections come from (packages/core/src/tools/brew-day-corrections.ts). */
export const BREW_DAY_SOURCE =
  'gravity points stay while water boils off or is added (Palmer, How to Brew, 4th ed., 2017); dry malt extract at 44 points per pound per gallon.';

/** The brew-day corrections of the Tools page. */
export function BrewDayTool() {
  const q = useQuantities();
  const gravity = q.symbol('gravity');
  const volume = q.symbol('volume');
  const [texts, set] = useTexts(() => ({
    plannedOg: startingText(q, 'gravity', '1.050', '12.4'),
    preGravity: startingText(q, 'gravity', '1.040', '10'),
    preVolume: startingText(q, 'volume', '27', '7'),
    boilOff: startingText(q, 'volume', '3', '0.8'),
    boilMinutes: '60',
    postGravity: startingText(q, 'gravity', '1.046', '11.4'),
    postVolume: startingText(q, 'volume', '23', '6'),
  }));
  const plannedOg = typedValue(q, 'gravity', texts.plannedOg);
  const preGravity = typedValue(q, 'gravity', texts.preGravity);
  const preVolume = typedValue(q, 'volume', texts.preVolume);
  const boilOff = typedValue(q, 'volume', texts.boilOff);
  const boilMinutes = typedNumber(texts.boilMinutes);
  const postGravity = typedValue(q, 'gravity', texts.postGravity);
  const postVolume = typedValue(q, 'volume', texts.postVolume);
  const before =
    plannedOg !== null &&
    preGravity !== null &&
    preVolume !== null &&
    boilOff !== null &&
    boilMinutes !== null
      ? preBoilCorrection({ plannedOg, gravity: preGravity, volume: preVolume, boilOff, boilMinutes })
      : null;
  const after =
    plannedOg !== null && postGravity !== null && postVolume !== null
      ? postBoilCorrection(plannedOg, postGravity, postVolume)
      : null;

  return (
    <ToolCard id="brew-day" title="Brew-day corrections" source={BREW_DAY_SOURCE}>
      <div className={styles.grid}>
        <ToolField
          id="brew-day-planned-og"
          label={`Planned OG (${gravity})`}
          value={texts.plannedOg}
          onChange={set('plannedOg')}
        />
      </div>
      <div className={styles.part}>
        <h3>Before the boil</h3>
        <div className={styles.grid}>
          <ToolField
            id="brew-day-pre-gravity"
            label={`Pre-boil gravity (${gravity})`}
            value={texts.preGravity}
            onChange={set('preGravity')}
          />
          <ToolField
            id="brew-day-pre-volume"
            label={`Pre-boil volume (${volume})`}
            value={texts.preVolume}
            onChange={set('preVolume')}
          />
          <ToolField
            id="brew-day-boil-off"
            label={`Boil-off (${volume} per hour)`}
            value={texts.boilOff}
            onChange={set('boilOff')}
          />
          <ToolField
            id="brew-day-boil-time"
            label="Boil time (minutes)"
            value={texts.boilMinutes}
            onChange={set('boilMinutes')}
          />
        </div>
        <CorrectionResults
          label="Before the boil"
          plannedOg={plannedOg}
          fix={before}
          waiting="Type the planned OG and the pre-boil figures."
        />
      </div>
      <div className={styles.part}>
        <h3>After the boil</h3>
        <div className={styles.grid}>
          <ToolField
            id="brew-day-post-gravity"
            label={`Measured OG (${gravity})`}
            value={texts.postGravity}
            onChange={set('postGravity')}
          />
          <ToolField
            id="brew-day-post-volume"
            label={`Post-boil volume (${volume})`}
            value={texts.postVolume}
            onChange={set('postVolume')}
          />
        </div>
        <CorrectionResults
          label="After the boil"
          plannedOg={plannedOg}
          fix={after}
          waiting="Type the planned OG, the measured OG and the volume."
        />
      </div>
    </ToolCard>
  );
}
