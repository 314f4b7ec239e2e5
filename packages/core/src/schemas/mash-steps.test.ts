// The mash schedule on the recipe body: each step's messages, the schedule's order and its default.
import { describe, expect, it } from 'vitest';
import { MAX_MASH_STEPS, mashStepSchema, recipeSchema } from './recipe';
import { messagesOf } from './test-helpers';

const step = {
  id: 's1',
  name: 'Saccharification rest',
  type: 'Infusion',
  temperature: 66,
  time: 60,
  description: 'Add 14 L of water at 72 °C',
};
const recipe = {
  name: 'Schedule Test',
  style: 'German Pils',
  type: 'All Grain',
  batchTime: 60,
  recipeEquipment: { id: null, name: '', batchVolume: 20, batchTime: 60, efficiency: 72, boilTime: 60 },
};

describe('mash step messages', () => {
  it.each([
    [{ name: '' }, 'Step name is required'],
    [{ name: '   ' }, 'Step name is required'],
    [{ name: 'x'.repeat(101) }, 'Step name must be at most 100 characters long'],
    [{ id: '' }, 'Step id is required'],
    [{ type: '' }, 'Step type is required'],
    [{ type: 'Boil' }, 'Invalid step type'],
    [{ temperature: '' }, 'Step temperature is required'],
    [{ temperature: 'hot' }, 'Step temperature must be a number'],
    [{ temperature: -1 }, 'Step temperature must be between 0 and 100°C'],
    [{ temperature: 100.5 }, 'Step temperature must be between 0 and 100°C'],
    [{ time: undefined }, 'Step time is required'],
    [{ time: 'long' }, 'Step time must be a number'],
    [{ time: -5 }, 'Step time cannot be negative'],
    [{ time: 1441 }, 'Step time must be at most 1440 minutes'],
    [{ description: 'x'.repeat(1001) }, 'Step description must be at most 1000 characters long'],
  ])('%o gives %s', (change, message) => {
    expect(messagesOf(mashStepSchema, { ...step, ...change })[0]).toBe(message);
  });

  it('accepts the range ends, form texts with a decimal comma, and a blank description as none', () => {
    const parsed = mashStepSchema.parse({ ...step, temperature: '63,5', time: 0, description: '  ' });
    expect(parsed).toEqual({ ...step, temperature: 63.5, time: 0, description: null });
    expect(messagesOf(mashStepSchema, { ...step, temperature: 100, time: 1440 })).toEqual([]);
  });
});

describe('mash schedule on the recipe', () => {
  it('is empty when the body leaves it out or sends null (recipes saved before schedules)', () => {
    expect(recipeSchema.parse(recipe).mashSteps).toEqual([]);
    expect(recipeSchema.parse({ ...recipe, mashSteps: null }).mashSteps).toEqual([]);
  });

  it('keeps the steps in the order given', () => {
    const steps = [
      { ...step, id: 'a', name: 'Protein rest', type: 'Temperature', temperature: 52, time: 15 },
      { ...step, id: 'b', name: 'Decoction', type: 'Decoction', temperature: 66, time: 45 },
      { ...step, id: 'c', name: 'Mash out', temperature: 76, time: 10 },
    ];
    expect(recipeSchema.parse({ ...recipe, mashSteps: steps }).mashSteps.map((s) => s.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('names the problem of a bad schedule', () => {
    expect(messagesOf(recipeSchema, { ...recipe, mashSteps: 'mash' })).toEqual(['Mash steps must be a list']);
    expect(messagesOf(recipeSchema, { ...recipe, mashSteps: [42] })).toEqual([
      'Each mash step must be an object',
    ]);
    expect(messagesOf(recipeSchema, { ...recipe, mashSteps: [{ ...step, name: '' }] })).toEqual([
      'Step name is required',
    ]);
    const tooMany = Array.from({ length: MAX_MASH_STEPS + 1 }, (_, i) => ({ ...step, id: `s${i}` }));
    expect(messagesOf(recipeSchema, { ...recipe, mashSteps: tooMany })).toEqual([
      `A mash schedule has at most ${MAX_MASH_STEPS} steps`,
    ]);
  });
});
