// The pitch rate and starter calculator: a wort's volume and OG at a rate give the cells it needs;
// the packs (by form and, for liquid yeast, age on the pitch date) and a starter's steps give the cells
// there are; and a suggestion says what closes the gap. Live, in the brewer's units.
import { cellsAvailable, cellsNeeded, localIsoDate, PITCH_RATES, starterCells } from '@wortsmith/core';
import { useState } from 'react';
import { useQuantities } from '../../lib/preferences';
import { PitchEditor } from './PitchEditor';
import { PitchResults } from './PitchResults';
import { newPack, type PitchTexts, packsOf, pitchFigures, stepsOf } from './pitch-texts';
import { ToolCard, ToolField, useTexts } from './ToolParts';
import styles from './Tools.module.css';
import { startingText, typedNumber, typedValue } from './tool-text';

/** Where the pitch arithmetic comes from (packages/core/src/tools/pitch-rate.ts, starter.ts). */
export const PITCH_SOURCE =
  'pitch rates after George and Laurie Fix (1997); pack cells, liquid yeast’s loss with age and still starters after White and Zainasheff, Yeast (2010); stir-plate growth after Kai Troester (2012).';

/** The pitch rate and starter calculator of the Tools page. */
export function PitchTool() {
  const q = useQuantities();
  const [texts, set] = useTexts(() => ({
    volume: startingText(q, 'volume', '20', '5'),
    og: startingText(q, 'gravity', '1.050', '12.4'),
    date: localIsoDate(),
  }));
  const [pitch, setPitch] = useState<PitchTexts>(() => ({
    rate: String(PITCH_RATES.ale),
    packs: [newPack('liquid', localIsoDate())],
    starterSteps: [],
  }));
  const litres = typedValue(q, 'volume', texts.volume);
  const og = typedValue(q, 'gravity', texts.og);
  const rate = typedNumber(pitch.rate);
  const today = Number.isFinite(Date.parse(texts.date)) ? texts.date : localIsoDate();
  const packs = packsOf(pitch.packs);
  const steps = stepsOf(q, pitch.starterSteps);
  const available = cellsAvailable(packs, today);
  const figures =
    litres !== null && og !== null && rate !== null
      ? pitchFigures(
          {
            cellsNeeded: cellsNeeded(litres, og, rate),
            cellsAvailable: available,
            cellsAfterStarter: starterCells(available, steps).at(-1) ?? available,
          },
          packs,
          steps,
          today,
        )
      : null;

  return (
    <ToolCard id="pitch" title="Pitch rate and starter" source={PITCH_SOURCE}>
      <div className={styles.grid}>
        <ToolField
          id="pitch-volume"
          label={`Wort volume (${q.symbol('volume')})`}
          value={texts.volume}
          onChange={set('volume')}
        />
        <ToolField
          id="pitch-og"
          label={`OG (${q.symbol('gravity')})`}
          value={texts.og}
          onChange={set('og')}
        />
        <ToolField id="pitch-date" label="Pitch date" type="date" value={texts.date} onChange={set('date')} />
      </div>
      <div className={styles.part}>
        <PitchEditor
          idPrefix="pitch"
          value={pitch}
          onChange={setPitch}
          today={today}
          afterSteps={figures?.afterSteps ?? []}
        />
      </div>
      <PitchResults figures={figures} waiting="Type the wort’s volume and OG and a pitch rate." />
    </ToolCard>
  );
}
