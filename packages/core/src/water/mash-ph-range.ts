// The room-temperature mash pH most brewing texts aim for, 5.2 to 5.6 (Palmer & Kaminski, "Water", 2013; the
// target of the acid suggestion, 5.4, is its middle), and where a predicted or measured pH stands against it.
import type { Range } from '../styles';

/** The mash pH range to aim for, inclusive. */
export const MASH_PH_RANGE: Readonly<Range> = Object.freeze({ min: 5.2, max: 5.6 });

/** Where a mash pH stands against MASH_PH_RANGE. */
export type MashPhStanding = 'low' | 'within' | 'high';

/** `pH` against the range (its limits count as within); null without a pH. */
export function mashPhStanding(pH: number | null | undefined): MashPhStanding | null {
  if (typeof pH !== 'number' || !Number.isFinite(pH)) return null;
  if (pH < MASH_PH_RANGE.min) return 'low';
  return pH > MASH_PH_RANGE.max ? 'high' : 'within';
}
