// Whether a batch volume fits an equipment profile, and which of the brewer's other profiles it would fit
// (the Scale dialog: 40 L on the "All-in-one 30 L system" needs 46.5 L before the boil).
//
// A profile records no vessel size, only the batch it is set up for and its losses. So what it is known to
// take is the pre-boil volume of that batch (SPEC §9's formula: batch + dead space + boil-off for the boil
// time + trub loss): its kettle holds at least that. A bigger batch on the same losses needs more wort
// than the profile vouches for. Another profile fits a volume when the volume's pre-boil, by that
// profile's own losses, is within what that profile takes, i.e. its own batch volume is at least as big.
import { type FiguresEquipmentInput, preBoilVolumeOf } from './figures';
import { finite } from './rounding';

/** What a volume needs of an equipment, in litres. */
export interface CapacityCheck {
  /** Pre-boil volume the batch needs with the equipment's losses. */
  preBoilVolume: number;
  /** Pre-boil volume of the batch the profile is set up for: what it is known to take. */
  capacity: number;
  /** The batch volume the profile is set up for. */
  setUpFor: number;
  /** True when the batch needs more than the profile takes. */
  exceeds: boolean;
}

/** How `batchVolume` (litres) compares with what `equipment` is set up for. */
export function capacityCheck(equipment: FiguresEquipmentInput, batchVolume: number): CapacityCheck {
  const setUpFor = finite(equipment.batchVolume) ?? 0;
  const preBoilVolume = preBoilVolumeOf({ ...equipment, batchVolume });
  const capacity = preBoilVolumeOf(equipment);
  return { preBoilVolume, capacity, setUpFor, exceeds: setUpFor > 0 && preBoilVolume > capacity };
}

/** An equipment of the brewer's list (their own, or official), as capacity reads it. */
export interface CapacityCandidate extends FiguresEquipmentInput {
  id: string;
  name: string;
  userId: string;
}

/**
 * The profile to offer for `batchVolume` litres instead of the one with id `currentId`: one set up for at
 * least that volume, the brewer's own (`ownerId`) before official ones, then the smallest that fits (the
 * nearest to the batch), then by name. None when no profile fits.
 */
export function biggerEquipment<E extends CapacityCandidate>(
  equipments: readonly E[],
  batchVolume: number,
  currentId: string | null | undefined,
  ownerId: string | null | undefined,
): E | undefined {
  const fitting = equipments.filter(
    (e) => e.id !== currentId && (finite(e.batchVolume) ?? 0) > 0 && !capacityCheck(e, batchVolume).exceeds,
  );
  const own = (e: E) => (e.userId === ownerId ? 0 : 1);
  return [...fitting].sort(
    (a, b) =>
      own(a) - own(b) ||
      (finite(a.batchVolume) ?? 0) - (finite(b.batchVolume) ?? 0) ||
      a.name.localeCompare(b.name, 'en'),
  )[0];
}
