// The batch screen's fermentation section: where the batch stands in its plan, the chart (readings,
// planned FG and temperature, dry hops), the add/edit reading form, the readings table
// with the question before a delete, the brewer's device used for it and the batch's own device link.
// It holds only which reading is being
// edited or asked about; each part owns its own request.
import type { Batch, BatchReading } from '@wortsmith/core';
import { useMemo, useState } from 'react';
import styles from './Batch.module.css';
import { BatchDevicePanel } from './BatchDevicePanel';
import { chartPlan } from './batch-plan';
import { DeleteReadingDialog } from './DeleteReadingDialog';
import { DeviceLinkPanel } from './DeviceLinkPanel';
import { FermentationChart } from './FermentationChart';
import { PlanProgressLine } from './PlanProgressLine';
import { useReadings } from './queries';
import { ReadingForm } from './ReadingForm';
import { ReadingsTable } from './ReadingsTable';

/** Props of FermentationSection. */
export interface FermentationSectionProps {
  batch: Batch;
  /** The planned FG (SG), drawn as the chart's target line. */
  plannedFg: number;
}

/** Readings, chart and device link of `batch`. */
export function FermentationSection({ batch, plannedFg }: FermentationSectionProps) {
  const readings = useReadings(batch.id);
  const [editing, setEditing] = useState<BatchReading | null>(null);
  const [deleting, setDeleting] = useState<BatchReading | null>(null);
  const { brewDate, recipe } = batch;
  const plan = useMemo(() => chartPlan({ brewDate, recipe }), [brewDate, recipe]);
  return (
    <section className={styles.section} aria-labelledby="fermentation-title">
      <h2 id="fermentation-title">Fermentation</h2>
      <PlanProgressLine batch={batch} now={Date.now()} />
      <FermentationChart readings={readings.data} plannedFg={plannedFg} plan={plan} />
      <ReadingForm
        key={editing?.id ?? 'new'}
        batch={batch}
        editing={editing}
        onDone={() => setEditing(null)}
      />
      <ReadingsTable batchId={batch.id} onEdit={setEditing} onDelete={setDeleting} />
      <BatchDevicePanel batch={batch} />
      <DeviceLinkPanel batch={batch} />
      <DeleteReadingDialog batchId={batch.id} reading={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
