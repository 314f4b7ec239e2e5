// The water report of a recipe: a worked pale ale, and a recipe without water data.
import { describe, expect, it } from 'vitest';
import { ionProfile, recipeWater } from '../testing';
import { type RecipeWater, type WaterReportInput, waterReport } from './water-report';

const water: RecipeWater = recipeWater({
  source: ionProfile(30, 8, 15, 40, 30, 120),
  dilutionPercent: 50,
  salts: [
    { salt: 'gypsum', grams: 4, vessel: 'mash' },
    { salt: 'calciumChloride', grams: 2, vessel: 'mash' },
    { salt: 'gypsum', grams: 2, vessel: 'sparge' },
  ],
  acids: [{ acid: 'lactic', strengthPercent: 88, millilitres: 2, vessel: 'mash' }],
});
const paleAle: WaterReportInput = {
  fermentables: [
    { name: 'Pale Ale Malt', type: 'Base', ebc: 6, quantity: 4500 },
    { name: 'Caramel/Crystal Malt - 60L', type: 'Specialty', ebc: 118, quantity: 400 },
    { name: 'Acid Malt', type: 'Specialty', ebc: 5.9, quantity: 100, acidContent: 3 },
    { name: 'Corn Sugar (Dextrose)', type: 'Adjunct', ebc: 0, quantity: 300 },
  ],
  equipment: { batchVolume: 20, boilTime: 60, boilOff: 3, trubLoss: 1, deadSpace: 1 },
  mashSteps: [
    { type: 'Infusion', temperature: 66, time: 60 },
    { type: 'Infusion', temperature: 76, time: 10 },
  ],
  water,
};

describe('water report', () => {
  it('plans the water: 5 kg of grain (the sugar is not mashed) for a 25 L pre-boil', () => {
    const report = waterReport(paleAle);
    // Pre-boil 20 + 1 + 3 + 1 = 25 L; the grain keeps 5 × 1.04 = 5.2 L; total 30.2 L.
    expect(report.preBoilVolume).toBe(25);
    expect(report.totalWater).toBe(30.2);
    // Strike 5 × 3 = 15 L at 66 + 0.41/3 × (66 − 20) = 72.3 °C.
    expect(report.strikeVolume).toBe(15);
    expect(report.strikeTemperature).toBe(72.3);
    // Mash out to 76 °C with boiling water: (76 − 66)(0.41 × 5 + 15)/(100 − 76) = 7.104 L.
    expect(report.infusions).toEqual([{ stepIndex: 1, litres: 7.104, temperature: 100 }]);
    // Sparge what is left: 30.2 − 15 − 7.104 = 8.096 L at 76 °C.
    expect(report.spargeVolume).toBe(8.096);
    expect(report.spargeTemperature).toBe(76);
  });

  it('treats the mash water with the mash salts and all the water with all of them', () => {
    const report = waterReport(paleAle);
    // Mash water 15 + 7.104 = 22.104 L. Calcium: half of 30 = 15, gypsum 4 g × 232.8 / 22.104 = 42.1, calcium
    // chloride 2 g × 272.6 / 22.104 = 24.7: 81.8 mg/L.
    expect(report.mash.calcium).toBeCloseTo(81.8, 1);
    // Overall, 30.2 L: 15 + 6 × 232.8 / 30.2 + 2 × 272.6 / 30.2 = 79.3 mg/L.
    expect(report.overall.calcium).toBeCloseTo(79.3, 1);
    expect(report.overall.bicarbonate).toBe(60);
    expect(report.sulfateChlorideRatio).toBeCloseTo(report.overall.sulfate / report.overall.chloride, 1);
  });

  it('predicts the mash pH with the mash acids, and reports the residual alkalinity after them', () => {
    const report = waterReport(paleAle);
    const withoutAcid = waterReport({ ...paleAle, water: { ...water, acids: [] } });
    expect(report.mashPh).toBeGreaterThan(5.2);
    expect(report.mashPh).toBeLessThan(withoutAcid.mashPh!);
    // 2 mL of 88 % lactic acid in 22.104 L: about 23 mEq, 1.04 mEq/L, 52 mg/L as CaCO₃ off the RA.
    expect(withoutAcid.residualAlkalinity - report.residualAlkalinity).toBeCloseTo(52, 0);
    // Sparge acids do not touch the mash.
    const spargeAcid = { ...water, acids: water.acids.map((a) => ({ ...a, vessel: 'sparge' as const })) };
    expect(waterReport({ ...paleAle, water: spargeAcid }).mashPh).toBe(withoutAcid.mashPh);
  });

  it('suggests what reaches the target pH', () => {
    const report = waterReport({ ...paleAle, water: { ...water, acids: [], targetMashPh: 5.3 } });
    expect(report.toTargetPh?.targetPh).toBe(5.3);
    expect(report.toTargetPh?.lacticMillilitres).toBeGreaterThan(0);
  });

  it('gives a recipe without water data distilled water and default volumes', () => {
    const report = waterReport({
      fermentables: [{ name: 'Pilsner Malt', type: 'Base', ebc: 3.5, quantity: 5000 }],
      equipment: { batchVolume: 20, boilTime: 60, boilOff: 3, trubLoss: 1, deadSpace: 1 },
      mashSteps: [],
      water: null,
    });
    expect(Object.values(report.mash).every((v) => v === 0)).toBe(true);
    expect(report.residualAlkalinity).toBe(0);
    expect(report.sulfateChlorideRatio).toBeNull();
    expect(report).toMatchObject({
      totalWater: 30.2,
      strikeVolume: 15,
      spargeVolume: 15.2,
      strikeTemperature: null,
    });
    // Distilled water: the grist's own pH, 5.822 − 0.0207 × 3.5.
    expect(report.mashPh).toBeCloseTo(5.75, 2);
  });

  it('has no pH or strike temperature without grain; a fermenter loss leaves the water as it is and less to package', () => {
    const report = waterReport({ ...paleAle, fermentables: [] });
    expect(report.mashPh).toBeNull();
    expect(report.strikeTemperature).toBeNull();
    expect(report.toTargetPh).toBeNull();
    const lossy = waterReport({ ...paleAle, equipment: { ...paleAle.equipment!, fermenterLoss: 1.5 } });
    expect(lossy.preBoilVolume).toBe(waterReport(paleAle).preBoilVolume);
    expect(lossy.totalWater).toBe(waterReport(paleAle).totalWater);
    expect(lossy.packagedVolume).toBe(paleAle.equipment!.batchVolume! - 1.5);
  });

  it('plans no sparge for brew in a bag: all the water in the mash', () => {
    const biab = { ...paleAle, equipment: { ...paleAle.equipment!, spargeMethod: 'No sparge' as const } };
    const report = waterReport(biab);
    expect(report.spargeVolume).toBe(0);
    const infused = report.infusions.reduce((sum, i) => sum + i.litres, 0);
    expect(report.strikeVolume + infused).toBeCloseTo(report.totalWater, 9);
    expect(Math.abs(report.totalWater - 30.2)).toBeLessThan(0.01);
  });
});
