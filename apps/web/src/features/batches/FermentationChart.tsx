// The fermentation chart's place on the batch screen: a hint while there is no reading (and no plan to
// draw), a spinner while they or the chart's chunk load, then the chart (uPlot, a lazy chunk of its own)
// with the planned FG, the planned temperature line and the dry hops' days, the dry hops said in words
// under it, and a note when the readings shown are a sample of many.
import type { BatchReading } from '@wortsmith/core';
import { Suspense } from 'react';
import { Spinner } from '../../components/Spinner';
import { lazyChunk } from '../../lib/lazy-chunk';
import styles from './Batch.module.css';
import type { ChartPlan } from './batch-plan';
import { CHART_POINTS } from './queries';

const ReadingsChart = lazyChunk(() => import('./ReadingsChart').then((m) => m.ReadingsChart));

/** Props of FermentationChart. */
export interface FermentationChartProps {
  /** The readings in time order, or undefined while they load. */
  readings: BatchReading[] | undefined;
  plannedFg: number;
  /** The fermentation plan on the chart's clock, or null. */
  plan: ChartPlan | null;
}

/** The chart of `readings` with the target line at `plannedFg`. */
export function FermentationChart({ readings, plannedFg, plan }: FermentationChartProps) {
  const noReadings = (
    <p className={styles.hints}>No readings yet: add one below or let a hydrometer post them.</p>
  );
  if (readings?.length === 0 && !plan) return noReadings;
  return (
    <>
      {readings?.length === 0 && noReadings}
      <div className={styles.chart}>
        {readings ? (
          <Suspense fallback={<Spinner />}>
            <ReadingsChart readings={readings} plannedFg={plannedFg} plan={plan} />
          </Suspense>
        ) : (
          <Spinner />
        )}
      </div>
      {plan && plan.dryHops.length > 0 && (
        <p className={styles.hints}>
          Dry hops:{' '}
          {plan.dryHops
            .map(
              (hop) =>
                `${hop.name} on day ${hop.planDay} (${hop.day} ${hop.day === 1 ? 'day' : 'days'} after pitching)`,
            )
            .join(', ')}
          .
        </p>
      )}
      {readings && readings.length >= CHART_POINTS && (
        <p className={styles.hints}>Many readings: {CHART_POINTS} spread over the whole time are shown.</p>
      )}
    </>
  );
}
