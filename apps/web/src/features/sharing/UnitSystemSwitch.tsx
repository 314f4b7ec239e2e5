// Metric or US for a shared recipe: two radio buttons drawn as one switch.

import styles from './SharedRecipe.module.css';
import { UNIT_SYSTEMS, type UnitSystem } from './unit-systems';

/** Props of UnitSystemSwitch. */
export interface UnitSystemSwitchProps {
  value: UnitSystem;
  onChange: (system: UnitSystem) => void;
}

/** The units switch. */
export function UnitSystemSwitch({ value, onChange }: UnitSystemSwitchProps) {
  return (
    <fieldset className={styles.units}>
      <legend className={styles.unitsLegend}>Units</legend>
      {(Object.keys(UNIT_SYSTEMS) as UnitSystem[]).map((system) => (
        <label key={system} className={styles.unit}>
          <input
            type="radio"
            name="unit-system"
            value={system}
            checked={value === system}
            onChange={() => onChange(system)}
          />
          {UNIT_SYSTEMS[system].label}
        </label>
      ))}
    </fieldset>
  );
}
