// The built-in advisor's view of a recipe: what the figures need and the names the advice uses, read
// from a posted recipe while tolerating anything a form in progress holds.
import type { MethodFiguresInput } from '../calculation-methods';

type Loose = Record<string, unknown>;

const num = (value: unknown): number | undefined => {
  const n = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};
const list = (value: unknown): Loose[] =>
  Array.isArray(value) ? value.filter((v): v is Loose => typeof v === 'object' && v !== null) : [];

/** A fermentable as the advisor names it (grams, EBC). */
export interface AdvisorFermentable {
  name: string;
  quantity: number;
  ebc: number;
}

/** A hop addition as the advisor names it (grams, percent, minutes). */
export interface AdvisorHop {
  name: string;
  quantity: number;
  alpha: number;
  boilTime: number;
  /** Boil, First Wort, Mash, Whirlpool or Dry Hop (Boil when not said). */
  stage: string;
}

/** A yeast as the advisor names it (attenuation in percent, undefined when unknown). */
export interface AdvisorYeast {
  name: string;
  attenuation: number | undefined;
}

/** The advice-relevant view of a posted recipe. */
export interface AdvisorRecipe {
  style: string;
  figures: MethodFiguresInput;
  fermentables: AdvisorFermentable[];
  hops: AdvisorHop[];
  yeasts: AdvisorYeast[];
}

const nameOf = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 100) : fallback;
const amount = (value: unknown): number => Math.max(0, num(value) ?? 0);

/** Style and figure inputs of an untrusted recipe object; undefined when it has no usable style name. */
export function readAdvisorRecipe(recipe: unknown): AdvisorRecipe | undefined {
  if (typeof recipe !== 'object' || recipe === null) return undefined;
  const r = recipe as Loose;
  if (typeof r.style !== 'string' || r.style.trim() === '') return undefined;
  const eq = (
    typeof r.recipeEquipment === 'object' && r.recipeEquipment !== null ? r.recipeEquipment : {}
  ) as Loose;
  const hops = list(r.recipeHops);
  const fermentables = list(r.recipeFermentables);
  const yeasts = list(r.recipeYeasts);
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
        contribution: typeof f.contribution === 'string' ? f.contribution : null,
      })),
      recipeHops: hops.map((h) => ({
        quantity: num(h.quantity),
        alphaAcidContent: num(h.alphaAcidContent ?? h.alphaAcid),
        boilTime: num(h.boilTime),
        usageStage: typeof h.usageStage === 'string' ? h.usageStage : null,
        temperature: num(h.temperature) ?? null,
      })),
      recipeYeasts: yeasts.map((y) => ({ attenuation: num(y.attenuation) })),
    },
    fermentables: fermentables.map((f, i) => ({
      name: nameOf(f.name, `fermentable ${i + 1}`),
      quantity: amount(f.quantity),
      ebc: amount(f.ebc),
    })),
    hops: hops.map((h, i) => ({
      name: nameOf(h.name, `hop ${i + 1}`),
      quantity: amount(h.quantity),
      alpha: amount(h.alphaAcidContent ?? h.alphaAcid),
      boilTime: amount(h.boilTime),
      stage: typeof h.usageStage === 'string' && h.usageStage !== '' ? h.usageStage : 'Boil',
    })),
    yeasts: yeasts.map((y, i) => ({
      name: nameOf(y.name, `yeast ${i + 1}`),
      attenuation: num(y.attenuation),
    })),
  };
}
