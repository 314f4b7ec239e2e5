// Reads the parts of a posted recipe that the figures need, tolerating anything a form in progress holds.
import type { FiguresInput } from '@wortsmith/core';

type Loose = Record<string, unknown>;

const num = (value: unknown): number | undefined => {
  const n = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};
const list = (value: unknown): Loose[] =>
  Array.isArray(value) ? value.filter((v): v is Loose => typeof v === 'object' && v !== null) : [];

/** The advice-relevant view of a posted recipe, or undefined when it has no usable style name. */
export interface AdviceRecipe {
  style: string;
  figures: FiguresInput;
  hopAlphas: number[];
  fermentableEbcs: number[];
}

/** Extracts style and figure inputs from an untrusted recipe object. */
export function readAdviceRecipe(recipe: unknown): AdviceRecipe | undefined {
  if (typeof recipe !== 'object' || recipe === null) return undefined;
  const r = recipe as Loose;
  if (typeof r.style !== 'string' || r.style.trim() === '') return undefined;
  const eq = (
    typeof r.recipeEquipment === 'object' && r.recipeEquipment !== null ? r.recipeEquipment : {}
  ) as Loose;
  const hops = list(r.recipeHops);
  const fermentables = list(r.recipeFermentables);
  return {
    style: r.style.trim(),
    figures: {
      recipeEquipment: {
        batchVolume: num(eq.batchVolume ?? r.volumeLiters ?? r.batchVolume),
        efficiency: num(eq.efficiency ?? r.efficiency),
        boilTime: num(eq.boilTime ?? r.boilTime),
        deadSpace: num(eq.deadSpace),
        boilOff: num(eq.boilOff),
        trubLoss: num(eq.trubLoss),
      },
      recipeFermentables: fermentables.map((f) => ({
        quantity: num(f.quantity),
        potentialExtract: num(f.potentialExtract),
        ebc: num(f.ebc),
      })),
      recipeHops: hops.map((h) => ({
        quantity: num(h.quantity),
        alphaAcidContent: num(h.alphaAcidContent ?? h.alphaAcid),
        boilTime: num(h.boilTime),
      })),
      recipeYeasts: list(r.recipeYeasts).map((y) => ({ attenuation: num(y.attenuation) })),
    },
    hopAlphas: hops.map((h) => num(h.alphaAcidContent ?? h.alphaAcid) ?? 0),
    fermentableEbcs: fermentables.map((f) => num(f.ebc) ?? 0),
  };
}
