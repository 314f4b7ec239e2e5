// The brewhouse efficiency a user's own completed batches achieved on one equipment, offered back to
// the next recipe.
import { roundTo } from './rounding';

/** How many of the latest completed batches the learned efficiency averages. */
export const LEARNED_EFFICIENCY_BATCHES = 5;

/** The batch facts the mean reads. */
export interface EfficiencyBatch {
  status: string;
  /** The catalogue equipment the recipe snapshot was brewed on, or null. */
  equipmentId: string | null;
  /** ISO date (YYYY-MM-DD) or null; undated batches count as the oldest. */
  brewDate: string | null;
  brewhouseEfficiency: number | null;
}

/** The mean efficiency (1 decimal) and how many batches it is from. */
export interface LearnedEfficiency {
  efficiency: number;
  count: number;
}

/**
 * The mean brewhouse efficiency of the latest five Completed batches brewed on `equipmentId` that have
 * one (latest by brew date); null when there is none.
 */
export function learnedEfficiency(
  batches: readonly EfficiencyBatch[],
  equipmentId: string | null | undefined,
): LearnedEfficiency | null {
  if (!equipmentId) return null;
  const latest = batches
    .filter(
      (b) => b.status === 'Completed' && b.equipmentId === equipmentId && b.brewhouseEfficiency !== null,
    )
    .sort((a, b) => (b.brewDate ?? '').localeCompare(a.brewDate ?? ''))
    .slice(0, LEARNED_EFFICIENCY_BATCHES);
  if (latest.length === 0) return null;
  const sum = latest.reduce((total, b) => total + (b.brewhouseEfficiency ?? 0), 0);
  return { efficiency: roundTo(sum / latest.length, 1), count: latest.length };
}
