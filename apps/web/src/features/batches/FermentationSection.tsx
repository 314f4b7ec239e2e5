// The batch screen's fermentation section: the chart, the add/edit reading form, the readings table
// with the question before a delete, and the device link. It holds only which reading is being
// edited or asked about; each part owns its own request.
import type { Batch, BatchReading } from '@wortsmith/core';
import { useState } from 'react';
import styles from './Batch.module.css';
import { DeleteReadingDialog } from './DeleteReadingDialog';
import { DeviceLinkPanel } from './DeviceLinkPanel';
import { FermentationChart } from './FermentationChart';
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
  return (
    <section className={styles.section} aria-labelledby="fermentation-title">
      <h2 id="fermentation-title">Fermentation</h2>
      <FermentationChart readings={readings.data} plannedFg={plannedFg} />
      <ReadingForm
        key={editing?.id ?? 'new'}
        batch={batch}
        editing={editing}
        onDone={() => setEditing(null)}
      />
      <ReadingsTable readings={readings.data ?? []} onEdit={setEditing} onDelete={setDeleting} />
      <DeviceLinkPanel batch={batch} />
      <DeleteReadingDialog batchId={batch.id} reading={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
