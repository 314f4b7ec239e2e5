// The refractometer calculator: °Brix of the wort gives the OG; with a reading taken later, the current
// gravity corrected for the alcohol (Terrill), and the ABV so far. The wort correction factor starts at
// the brewer's own (Settings).
import { formatAbv, measuredAbv, refractometerFg, refractometerOg } from '@wortsmith/core';
import { usePreferences, useQuantities } from '../../lib/preferences';
import { type ResultItem, Results, ToolCard, ToolField, useTexts } from './ToolParts';
import styles from './Tools.module.css';
import { typedNumber } from './tool-text';

/** Where the refractometer arithmetic comes from (packages/core/src/tools/refractometer.ts). */
export const REFRACTOMETER_SOURCE =
  '°Plato = °Brix ÷ the wort correction factor; the gravity under alcohol by Sean Terrill’s cubic fit of paired refractometer and hydrometer readings (2011).';

/** The refractometer calculator of the Tools page. */
export function RefractometerTool() {
  const q = useQuantities();
  const { wortCorrectionFactor } = usePreferences();
  const [texts, set] = useTexts(() => ({
    wcf: String(wortCorrectionFactor),
    original: '12.9',
    current: '6.5',
  }));
  const wcf = typedNumber(texts.wcf);
  const original = typedNumber(texts.original);
  const current = typedNumber(texts.current);
  const items: ResultItem[] = [];
  if (wcf !== null && original !== null) {
    const og = refractometerOg(original, wcf);
    items.push(['OG', q.format('gravity', og), 'from the original reading']);
    if (current !== null) {
      const gravity = refractometerFg(original, current, wcf);
      items.push(['Current gravity', q.format('gravity', gravity), 'corrected for alcohol']);
      items.push(['ABV so far', formatAbv(measuredAbv(og, gravity) ?? 0)]);
    }
  }

  return (
    <ToolCard id="refractometer" title="Refractometer" source={REFRACTOMETER_SOURCE}>
      <div className={styles.grid}>
        <ToolField
          id="refractometer-wcf"
          label="Wort correction factor"
          hint="Yours from Settings; 1.04 is typical."
          value={texts.wcf}
          onChange={set('wcf')}
        />
        <ToolField
          id="refractometer-original"
          label="Original reading (°Brix)"
          hint="Before fermentation."
          value={texts.original}
          onChange={set('original')}
        />
        <ToolField
          id="refractometer-current"
          label="Current reading (°Brix)"
          hint="During or after fermentation; leave empty for the OG alone."
          value={texts.current}
          onChange={set('current')}
        />
      </div>
      <Results label="Refractometer results" items={items}>
        {items.length === 0 && (
          <p className={styles.waiting}>Type the correction factor and the original reading.</p>
        )}
      </Results>
    </ToolCard>
  );
}
