// The fermentation chart's place on the batch screen: a hint while there is no reading, a spinner while
// they or the chart's chunk load, then the chart (uPlot, a lazy chunk of its own) with the planned FG,
// and a note when the readings shown are a sample of many.
import type { BatchReading } from '@wortsmith/core';
import { Suspense } from 'react';
import { Spinner } from '../../components/Spinner';
import { lazyChunk } from '../../lib/lazy-chunk';
import styles from './Batch.module.css';
import { CHART_POINTS } from './queries';

const ReadingsChart = lazyChunk(() => import('./ReadingsChart').then((m) => m.ReadingsChart));

/** Props of FermentationChart. */
export interface FermentationChartProps {
  /** The readings in time order, or undefined while they load. */
  readings: BatchReading[] | undefined;
  plannedFg: number;
}

/** The chart of `readings` with the target line at `plannedFg`. */
export function FermentationChart({ readings, plannedFg }: FermentationChartProps) {
  if (readings?.length === 0) {
    return <p className={styles.hints}>No readings yet: add one below or let a hydrometer post them.</p>;
  }
  return (
    <>
      <div className={styles.chart}>
        {readings ? (
          <Suspense fallback={<Spinner />}>
            <ReadingsChart readings={readings} plannedFg={plannedFg} />
          </Suspense>
        ) : (
          <Spinner />
        )}
      </div>
      {readings && readings.length >= CHART_POINTS && (
        <p className={styles.hints}>Many readings: {CHART_POINTS} spread over the whole time are shown.</p>
      )}
    </>
  );
}
