// The sulfate-to-chloride ratio of a water profile and the plain words for it. The bands are Martin
// Brungard's, from Bru'n Water's "Sulfate/Chloride ratio" table (0–0.4 too malty, 0.4–0.6 very malty,
// 0.6–0.8 malty, 0.8–1.5 balanced, 1.5–2 little bitter, 2–4 more bitter, 4–6 extra bitter, 6–8 quite
// bitter, 8–9 very bitter, above 9 too bitter), folded into six words: below 0.6 "very malty", from 4
// "very bitter". Palmer & Kaminski ("Water", 2013, p. 149) and Brungard both warn that the ratio says little
// when the ions are very low or very high (Brungard: it is meaningful for chloride of about 25–100 mg/L).
import type { IonProfile } from './ions';

export const SULFATE_CHLORIDE_BANDS = [
  'very malty',
  'malty',
  'balanced',
  'slightly bitter',
  'bitter',
  'very bitter',
] as const;
export type SulfateChlorideBand = (typeof SULFATE_CHLORIDE_BANDS)[number];

/** The lowest ratio of each band after the first (Bru'n Water's limits). */
const BAND_FLOORS: readonly [number, SulfateChlorideBand][] = [
  [4, 'very bitter'],
  [2, 'bitter'],
  [1.5, 'slightly bitter'],
  [0.8, 'balanced'],
  [0.6, 'malty'],
];

/** Sulfate ÷ chloride (mg/L over mg/L); null when there is no chloride. */
export function sulfateChlorideRatio(
  profile: Readonly<Pick<IonProfile, 'sulfate' | 'chloride'>>,
): number | null {
  return profile.chloride > 0 ? Math.max(0, profile.sulfate) / profile.chloride : null;
}

/** The words for `ratio`; null when there is no ratio. A band includes its lower limit. */
export function sulfateChlorideBand(ratio: number | null): SulfateChlorideBand | null {
  if (ratio === null || Number.isNaN(ratio)) return null;
  for (const [floor, band] of BAND_FLOORS) if (ratio >= floor) return band;
  return 'very malty';
}
