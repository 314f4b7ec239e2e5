// The priming sugar per bottle for the common bottle sizes, from the core's priming rule (the same
// grams per litre as the batch's total, each bottle rounded as the rule rounds).
import { type PrimingSugar, primingSugar } from '@wortsmith/core';
import { useQuantities } from '../../lib/preferences';
import styles from './Tools.module.css';
import { sugarText } from './tool-text';

/** The bottle sizes brewers fill, smallest first: metric ones and US fluid ounces. */
export const BOTTLE_SIZES = [
  { label: '330 mL', litres: 0.33 },
  { label: '12 fl oz (355 mL)', litres: 0.355 },
  { label: '16 fl oz (473 mL)', litres: 0.473 },
  { label: '500 mL', litres: 0.5 },
  { label: '22 fl oz (650 mL)', litres: 0.65 },
  { label: '750 mL', litres: 0.75 },
] as const;

/** Sugar per bottle of each size for `volumes` of CO₂ in a beer last at `celsius`. */
export function BottleTable({
  volumes,
  celsius,
  sugar,
}: {
  volumes: number;
  celsius: number;
  sugar: PrimingSugar;
}) {
  const q = useQuantities();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>Per bottle</caption>
        <thead>
          <tr>
            <th scope="col">Bottle</th>
            <th scope="col" className={styles.number}>
              Sugar
            </th>
          </tr>
        </thead>
        <tbody>
          {BOTTLE_SIZES.map((size) => (
            <tr key={size.label}>
              <th scope="row">{size.label}</th>
              <td className={styles.number}>
                {sugarText(q, primingSugar(volumes, celsius, size.litres, sugar).grams)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
