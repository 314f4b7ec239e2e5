// The unit constants of SPEC §9; quantities.ts converts, shows and reads with them.

/** Grams per ounce when converting what a user typed (SPEC §9). */
export const GRAMS_PER_OUNCE_INPUT = 28.3495;
/** Grams per ounce when showing a stored weight in ounces (SPEC §9). */
export const GRAMS_PER_OUNCE_DISPLAY = 28.349523125;
/** Litres per US gallon (SPEC §9). */
export const LITRES_PER_US_GALLON = 3.78541;
/** Pounds per kilogram (SPEC §9). */
export const POUNDS_PER_KG = 2.20462;

/** Grams in a pound at SPEC §9's 2.20462 lb per kg (453.59 g). */
export const GRAMS_PER_POUND = 1000 / POUNDS_PER_KG;
