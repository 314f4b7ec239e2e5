// The units a shared recipe is read in by someone who may have no account: metric or US, each a whole
// set (volume, temperature, colour, gravity, weights), remembered in this browser.
import { type BrewerUnits, brewerQuantities } from '@wortsmith/core';
import { useMemo, useState } from 'react';
import { usePreferences } from '../../lib/preferences';

/** The two sets of units a shared recipe offers. */
export const UNIT_SYSTEMS = {
  metric: {
    label: 'Metric',
    units: { volume: 'L', temperature: 'C', color: 'EBC', gravity: 'SG', weight: 'g', grain: 'kg' },
  },
  us: {
    label: 'US',
    units: { volume: 'gal', temperature: 'F', color: 'SRM', gravity: 'SG', weight: 'oz', grain: 'lb' },
  },
} as const satisfies Record<string, { label: string; units: Required<BrewerUnits> }>;

/** One of UNIT_SYSTEMS' keys. */
export type UnitSystem = keyof typeof UNIT_SYSTEMS;

/** Local storage key of the reader's choice. */
export const UNIT_SYSTEM_STORAGE_KEY = 'sharedRecipeUnits';

function storedSystem(): UnitSystem | null {
  try {
    const stored = window.localStorage.getItem(UNIT_SYSTEM_STORAGE_KEY);
    return stored === 'metric' || stored === 'us' ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The units chosen for shared recipes, the formatter bound to them, and the choice's setter. At first: the
 * choice made before in this browser, else US for a brewer who reads volumes in gallons, else metric.
 */
export function useUnitSystem() {
  const { volumeUnit } = usePreferences();
  const [system, setSystem] = useState<UnitSystem>(
    () => storedSystem() ?? (volumeUnit === 'gal' ? 'us' : 'metric'),
  );
  const quantities = useMemo(() => brewerQuantities(UNIT_SYSTEMS[system].units), [system]);
  const choose = (next: UnitSystem) => {
    setSystem(next);
    try {
      window.localStorage.setItem(UNIT_SYSTEM_STORAGE_KEY, next);
    } catch {
      // A browser that keeps nothing still shows the choice until the page closes.
    }
  };
  return { system, quantities, choose };
}
