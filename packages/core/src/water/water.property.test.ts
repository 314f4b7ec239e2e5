// Invariants of the water rules that must hold for any recipe (fast-check): acids and baking soda move the
// pH the right way, darker grists predict a lower pH, the solver never proposes a negative amount nor does
// worse than adding nothing, the volumes add up, and salts add ions in proportion.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPARGE_METHODS } from '../options';
import type { AcidDose } from './acids';
import { IONS, type IonProfile, scaled, withAdded } from './ions';
import { type MashMalt, predictMashPh } from './mash-ph';
import { matchTargetProfile, profileMismatch, SOLVER_SALTS } from './salt-solver';
import { ionsFromSalts, SALT_NAMES } from './salts';
import { infusions } from './strike-temperature';
import { waterVolumes } from './volumes';

const mgPerL = (max: number) => fc.double({ min: 0, max, noNaN: true });
const profile: fc.Arbitrary<IonProfile> = fc.record({
  calcium: mgPerL(300),
  magnesium: mgPerL(60),
  sodium: mgPerL(150),
  sulfate: mgPerL(500),
  chloride: mgPerL(300),
  bicarbonate: mgPerL(400),
});
const kilograms = fc.double({ min: 0.1, max: 10, noNaN: true });
/** Base malts of 0–10 EBC, as pale grists start. */
const baseMalt: fc.Arbitrary<MashMalt> = fc.record({
  maltClass: fc.constant('base' as const),
  kilograms,
  ebc: fc.double({ min: 0, max: 10, noNaN: true }),
});
const specialtyMalt: fc.Arbitrary<MashMalt> = fc.record({
  maltClass: fc.constantFrom('crystal' as const, 'roasted' as const, 'acid' as const),
  kilograms: fc.double({ min: 0.01, max: 1, noNaN: true }),
  ebc: fc.double({ min: 0, max: 1500, noNaN: true }),
});
const grist = fc.tuple(
  fc.array(baseMalt, { minLength: 1, maxLength: 4 }),
  fc.array(specialtyMalt, { maxLength: 3 }),
);
/** Mash thickness within the range the model is fitted on (and a little beyond), L/kg. */
const thickness = fc.double({ min: 1.5, max: 6, noNaN: true });
const dose: fc.Arbitrary<AcidDose> = fc.record({
  acid: fc.constantFrom('lactic' as const, 'phosphoric' as const),
  strengthPercent: fc.double({ min: 1, max: 100, noNaN: true }),
  millilitres: fc.double({ min: 0, max: 20, noNaN: true }),
});
const mass = (malts: readonly MashMalt[]) => malts.reduce((sum, m) => sum + m.kilograms, 0);
const TINY = 1e-9;

describe('mash pH', () => {
  it('never rises with more acid', () => {
    fc.assert(
      fc.property(
        grist,
        thickness,
        profile,
        fc.array(dose, { maxLength: 3 }),
        dose,
        ([b, s], r, water, acids, extra) => {
          const malts = [...b, ...s];
          const mash = { grist: malts, mashWaterLitres: r * mass(malts), mashWater: water };
          const before = predictMashPh({ ...mash, acids })!;
          const after = predictMashPh({ ...mash, acids: [...acids, extra] })!;
          expect(after).toBeLessThanOrEqual(before + TINY);
        },
      ),
    );
  });

  it('never falls with more baking soda', () => {
    fc.assert(
      fc.property(
        grist,
        thickness,
        profile,
        fc.double({ min: 0, max: 20, noNaN: true }),
        ([b, s], r, water, grams) => {
          const malts = [...b, ...s];
          const litres = r * mass(malts);
          const before = predictMashPh({ grist: malts, mashWaterLitres: litres, mashWater: water })!;
          const soda = withAdded(water, ionsFromSalts([{ salt: 'bakingSoda', grams }], litres));
          const after = predictMashPh({ grist: malts, mashWaterLitres: litres, mashWater: soda })!;
          expect(after).toBeGreaterThanOrEqual(before - TINY);
        },
      ),
    );
  });

  it('falls as roasted or crystal malt takes the place of base malt', () => {
    fc.assert(
      fc.property(
        grist,
        thickness,
        profile,
        fc.constantFrom('crystal' as const, 'roasted' as const),
        fc.double({ min: 0, max: 1500, noNaN: true }),
        fc.double({ min: 0.01, max: 0.9, noNaN: true }),
        ([b, s], r, water, kind, ebc, share) => {
          const malts = [...b, ...s];
          const mashWaterLitres = r * mass(malts);
          const moved = b[0]!.kilograms * share;
          const darker = [{ ...b[0]!, kilograms: b[0]!.kilograms - moved }, ...b.slice(1), ...s];
          darker.push({ maltClass: kind, kilograms: moved, ebc });
          const before = predictMashPh({ grist: malts, mashWaterLitres, mashWater: water })!;
          const after = predictMashPh({ grist: darker, mashWaterLitres, mashWater: water })!;
          expect(after).toBeLessThanOrEqual(before + TINY);
        },
      ),
    );
  });

  it('falls as a crystal malt gets darker', () => {
    fc.assert(
      fc.property(
        grist,
        thickness,
        profile,
        kilograms,
        mgPerL(600),
        mgPerL(600),
        ([b], r, water, kg, e1, e2) => {
          const at = (ebc: number) => {
            const malts = [...b, { maltClass: 'crystal' as const, kilograms: kg, ebc }];
            return predictMashPh({ grist: malts, mashWaterLitres: r * mass(malts), mashWater: water })!;
          };
          expect(at(Math.max(e1, e2))).toBeLessThanOrEqual(at(Math.min(e1, e2)) + TINY);
        },
      ),
    );
  });
});

describe('salt solver', () => {
  it('never proposes a negative amount and never does worse than adding nothing', () => {
    fc.assert(
      fc.property(
        profile,
        profile,
        fc.double({ min: 1, max: 100, noNaN: true }),
        (source, target, litres) => {
          const { additions, result, mismatch } = matchTargetProfile({ source, target, litres });
          for (const a of additions) {
            expect(a.grams).toBeGreaterThan(0);
            expect(SOLVER_SALTS).toContain(a.salt);
          }
          expect(mismatch).toBeLessThanOrEqual(profileMismatch(source, target) + TINY);
          for (const ion of IONS) expect(result[ion]).toBeGreaterThanOrEqual(source[ion] - TINY);
        },
      ),
    );
  });
});

describe('water volumes', () => {
  const steps = fc.array(
    fc.record({
      type: fc.constantFrom('Infusion', 'Temperature', 'Decoction'),
      temperature: fc.double({ min: 35, max: 80, noNaN: true }),
    }),
    { maxLength: 4 },
  );
  it('add up, and are never negative', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 15, noNaN: true }),
        fc.double({ min: 0, max: 80, noNaN: true }),
        fc.double({ min: 0.4, max: 1.5, noNaN: true }),
        thickness,
        fc.constantFrom(...SPARGE_METHODS),
        steps,
        (grainKilograms, preBoilVolume, grainAbsorption, mashThickness, spargeMethod, mashSteps) => {
          const infusionLitres = (strikeLitres: number) =>
            infusions({ steps: mashSteps, grainKilograms, strikeLitres }).reduce(
              (sum, i) => sum + i.litres,
              0,
            );
          const v = waterVolumes({
            grainKilograms,
            preBoilVolume,
            grainAbsorption,
            mashThickness,
            spargeMethod,
            infusionLitres,
          });
          for (const litres of [v.totalWater, v.strikeVolume, v.infusionVolume, v.spargeVolume]) {
            expect(litres).toBeGreaterThanOrEqual(0);
          }
          expect(v.totalWater).toBeCloseTo(v.strikeVolume + v.infusionVolume + v.spargeVolume, 9);
          const planned = v.preBoilVolume + v.absorbedVolume;
          // The total is the pre-boil volume plus what the grain keeps, or more when the mash alone needs more;
          // without a sparge, within the strike's rounding.
          expect(v.totalWater).toBeGreaterThanOrEqual(planned - 0.01);
          if (v.spargeVolume > 0) expect(v.totalWater).toBeCloseTo(planned, 9);
          if (spargeMethod === 'No sparge' && planned >= infusionLitres(0)) {
            expect(Math.abs(v.totalWater - planned)).toBeLessThan(0.01);
          }
        },
      ),
    );
  });
});

describe('ions from salts', () => {
  const addition = fc.record({
    salt: fc.constantFrom(...SALT_NAMES),
    grams: fc.double({ min: 0, max: 50, noNaN: true }),
  });
  const close = (a: IonProfile, b: IonProfile) => {
    for (const ion of IONS) expect(a[ion]).toBeCloseTo(b[ion], 6);
  };

  it('are additive, and scale with grams and inversely with litres', () => {
    fc.assert(
      fc.property(
        fc.array(addition, { maxLength: 5 }),
        fc.array(addition, { maxLength: 5 }),
        fc.double({ min: 1, max: 100, noNaN: true }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        (first, second, litres, factor) => {
          close(
            ionsFromSalts([...first, ...second], litres),
            withAdded(ionsFromSalts(first, litres), ionsFromSalts(second, litres)),
          );
          const more = first.map((a) => ({ ...a, grams: a.grams * factor }));
          const base = ionsFromSalts(first, litres);
          close(ionsFromSalts(more, litres), scaled(base, factor));
          close(ionsFromSalts(first, litres * factor), scaled(base, 1 / factor));
        },
      ),
    );
  });
});
