// The brewhouse efficiency the user's own completed batches on one equipment reached (the core's
// learnedEfficiency over the batch list), offered with one click to use it: on the recipe screen and on
// the equipment form.
import { type LearnedEfficiency, learnedEfficiency } from '@wortsmith/core';
import { useMemo } from 'react';
import { Button } from '../../components/Button';
import styles from './Batch.module.css';
import { useBatchList } from './queries';

/**
 * What the user's completed batches brewed on the equipment `id` reached; batches brewed on the
 * official item it customises (`officialId`) count as brewed on it. Null without any.
 */
export function useLearnedEfficiency(
  id: string | null | undefined,
  officialId?: string | null,
): LearnedEfficiency | null {
  // A hint: a failure to load the batches is not worth a toast.
  const batches = useBatchList(true).data;
  return useMemo(
    () =>
      learnedEfficiency(
        (batches ?? []).map((b) => {
          const equipmentId = b.recipe.recipeEquipment.id;
          return {
            status: b.status,
            equipmentId: officialId && equipmentId === officialId ? (id ?? null) : equipmentId,
            brewDate: b.brewDate,
            brewhouseEfficiency: b.brewhouseEfficiency,
          };
        }),
        id,
      ),
    [batches, id, officialId],
  );
}

/** Props of LearnedEfficiencyOffer. */
export interface LearnedEfficiencyOfferProps {
  learned: LearnedEfficiency;
  equipmentName: string;
  /** The efficiency set now (percent), as typed. */
  planned: number | string;
  onUse: (efficiency: number) => void;
}

/** "Your last 3 completed batches on Kettle reached 68.2 % efficiency (planned 72 %). [Use 68.2 %]" */
export function LearnedEfficiencyOffer({
  learned,
  equipmentName,
  planned,
  onUse,
}: LearnedEfficiencyOfferProps) {
  const same = Number(planned) === learned.efficiency;
  return (
    <span>
      Your last {learned.count === 1 ? 'completed batch' : `${learned.count} completed batches`} on{' '}
      {equipmentName} reached <strong>{learned.efficiency} %</strong> efficiency
      {same ? ', as planned.' : ` (planned ${planned} %).`}{' '}
      {same ? null : (
        <Button variant="ghost" onClick={() => onUse(learned.efficiency)}>
          Use {learned.efficiency} %
        </Button>
      )}
    </span>
  );
}

/** Props of EquipmentLearnedEfficiency. */
export interface EquipmentLearnedEfficiencyProps {
  equipment: { id: string; officialId: string | null; name: string };
  /** The Efficiency field as typed now. */
  efficiency: string;
  /** Puts the learned value into the Efficiency field (or opens the edit form with it there). */
  onUse: (efficiency: number) => void;
}

/** The equipment form's line: what the user's completed batches on this equipment reached. */
export function EquipmentLearnedEfficiency({
  equipment,
  efficiency,
  onUse,
}: EquipmentLearnedEfficiencyProps) {
  const learned = useLearnedEfficiency(equipment.id, equipment.officialId);
  if (!learned) return null;
  return (
    <section className={styles.offer} aria-label="Learned efficiency">
      <LearnedEfficiencyOffer
        learned={learned}
        equipmentName={equipment.name}
        planned={efficiency}
        onUse={onUse}
      />
    </section>
  );
}
