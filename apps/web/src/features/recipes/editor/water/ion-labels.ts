// How the Water section names the six ions: in words on the inputs, with their symbols in the results.
import type { Ion } from '@wortsmith/core';

const NAMES: Record<Ion, [string, string]> = {
  calcium: ['Calcium', 'Ca²⁺'],
  magnesium: ['Magnesium', 'Mg²⁺'],
  sodium: ['Sodium', 'Na⁺'],
  sulfate: ['Sulfate', 'SO₄²⁻'],
  chloride: ['Chloride', 'Cl⁻'],
  bicarbonate: ['Bicarbonate', 'HCO₃⁻'],
};

/** "Calcium". */
export const ionLabel = (ion: Ion): string => NAMES[ion][0];

/** "Ca²⁺". */
export const ionSymbol = (ion: Ion): string => NAMES[ion][1];
