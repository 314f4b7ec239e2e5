// The batch form: values to body with the core's messages, and measured beside planned.
import { type DisplayUnits, mashWaterSettings, sgFromPlato } from '@wortsmith/core';
import { PALE_ALE_MALT } from '@wortsmith/core/testing';
import { describe, expect, it } from 'vitest';
import { buildBatch } from '../../test/fixtures';
import { bodyFromForm, compareFigures, formatDifference, formValues } from './batch-form';

const plain = buildBatch();
const batch = buildBatch({
  id: 'b1',
  number: 3,
  name: 'Pale',
  status: 'Brewing',
  recipeId: 'r1',
  version: 2,
  recipe: {
    ...plain.recipe,
    name: 'Pale',
    recipeEquipment: {
      id: 'e1',
      name: 'Pot',
      batchVolume: 20,
      batchTime: 240,
      efficiency: 70,
      boilTime: 60,
      deadSpace: 0,
      boilOff: 3,
      trubLoss: 1,
      ...mashWaterSettings({}),
    },
    recipeFermentables: [{ ...PALE_ALE_MALT, percentage: 100 }],
  },
});

describe('batch form', () => {
  it('turns typed values into the body, with the schema’s message for a wrong one', () => {
    const values = { ...formValues(batch), measuredOg: '1,050', fermenterVolume: '20' };
    const result = bodyFromForm(batch, values);
    expect(result.ok && result.body).toMatchObject({
      measuredOg: 1.05,
      fermenterVolume: 20,
      version: 2,
      mashPh: null,
    });
    expect(bodyFromForm(batch, { ...values, measuredOg: '1.5' })).toEqual({
      ok: false,
      errors: { measuredOg: 'Measured OG must be between 0.950 and 1.200' },
    });
  });

  it('names every wrong field with its own message, typed quantities included', () => {
    const values = { ...formValues(batch), name: '', mashPh: '15', measuredFg: '2', carbonation: 'x' };
    expect(bodyFromForm(batch, values)).toEqual({
      ok: false,
      errors: {
        name: 'Batch name is required',
        mashPh: 'Mash pH must be between 0 and 14',
        measuredFg: 'Measured FG must be between 0.950 and 1.200',
        carbonation: 'Carbonation must be a number',
      },
    });
  });

  it('shows measured efficiency beside the planned 70 % with its difference', () => {
    const rows = compareFigures(batch, { ...formValues(batch), measuredOg: '1.050', fermenterVolume: '20' });
    const efficiency = rows.find((row) => row.label === 'Brewhouse efficiency')!;
    expect(efficiency).toMatchObject({ planned: 70, measured: 64.8 });
    expect(formatDifference(efficiency)).toBe('−5.2 %');
    const og = rows.find((row) => row.label === 'OG')!;
    expect(og.planned).toBe(1.054);
    expect(formatDifference(og)).toBe('−0.004');
    expect(formatDifference(rows.find((row) => row.label === 'FG')!)).toBe('');
  });
});

describe('batch form in imperial units', () => {
  const imperial: DisplayUnits = { volume: 'gal', temperature: 'F', color: 'SRM', gravity: 'Plato' };
  const brewed = { ...batch, measuredOg: sgFromPlato(12.5), fermenterVolume: 5.25 * 3.78541 };

  it('shows gravities in °P and volumes in gallons as typed, and saves them unchanged', () => {
    const values = formValues(brewed, imperial);
    expect(values).toMatchObject({ measuredOg: '12.5', fermenterVolume: '5.25', measuredFg: '' });
    const result = bodyFromForm(brewed, values, imperial);
    expect(result.ok && result.body).toMatchObject({
      measuredOg: brewed.measuredOg,
      fermenterVolume: brewed.fermenterVolume,
    });
  });

  it('states a limit in °P and compares OG in °P', () => {
    expect(bodyFromForm(batch, { ...formValues(batch, imperial), measuredOg: '50' }, imperial)).toEqual({
      ok: false,
      errors: { measuredOg: 'Measured OG must be between -13.5 and 43.9 °P' },
    });
    const rows = compareFigures(batch, { ...formValues(batch, imperial), measuredOg: '12.4' }, imperial);
    const og = rows.find((row) => row.label === 'OG')!;
    // The planned 1.054 is 13.3 °P.
    expect(og).toMatchObject({ measured: 12.4, decimals: 1, unit: '°P' });
    expect(formatDifference(og)).toBe('−0.9 °P');
  });
});

describe('batch form: packaging and pitch', () => {
  const imperial: DisplayUnits = { volume: 'gal', temperature: 'F', color: 'SRM', gravity: 'Plato' };
  const planned = buildBatch({
    ...batch,
    packaging: {
      method: 'keg',
      co2Volumes: 2.4,
      beerTemperature: 19.37,
      sugar: 'table',
      servingTemperature: 3.3,
    },
    pitch: {
      rate: 0.75,
      packs: [{ form: 'liquid', amount: 1, productionDate: '2026-11-01' }],
      starterSteps: [{ volume: 1.9, gravity: 1.0372, agitation: 'shaken' }],
    },
  });

  it('saves a plan typed in °F, gallons and °Plato back as it was stored, without drift', () => {
    const result = bodyFromForm(planned, formValues(planned, imperial), imperial);
    expect(result.ok && result.body.packaging).toEqual(planned.packaging);
    expect(result.ok && result.body.pitch).toEqual(planned.pitch);
  });

  it('leaves a plan out until one is chosen, and says what is wrong at its field', () => {
    const values = formValues(batch);
    expect(values.packaging.method).toBe('');
    expect(values.pitch.planned).toBe(false);
    const none = bodyFromForm(batch, values);
    expect(none.ok && [none.body.packaging, none.body.pitch]).toEqual([null, null]);

    const wrong = bodyFromForm(batch, {
      ...values,
      packaging: { ...values.packaging, method: 'bottle', beerTemperature: '' },
      pitch: { ...values.pitch, planned: true, rate: '9' },
    });
    expect(!wrong.ok && wrong.errors).toMatchObject({
      'packaging.beerTemperature': 'Beer temperature must be a number',
      'pitch.rate': 'Pitch rate must be between 0.1 and 5',
    });
  });
});
