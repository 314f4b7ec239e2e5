// The draft model: defaults of a new recipe, edits that keep untouched rows, equipment copies, ids.
import { describe, expect, it } from 'vitest';
import { draftFromRecipe, draftReducer, newIngredientId, newRecipeDraft, recipeBody } from './recipe-draft';
import { catalogueEquipments, ipaRecipe } from './test-support/fixtures';

describe('recipe draft', () => {
  it('starts a new recipe as All Grain, 20 L, 60 min, 75 %, no equipment and no losses', () => {
    const draft = newRecipeDraft('Ada', '2025-08-23');
    expect(draft).toMatchObject({ author: 'Ada', type: 'All Grain', creationDate: '2025-08-23', style: '' });
    expect(draft.recipeEquipment).toEqual({
      id: null,
      name: '',
      batchVolume: 20,
      batchTime: 60,
      efficiency: 75,
      boilTime: 60,
      deadSpace: 0,
      boilOff: 0,
      trubLoss: 0,
      grainAbsorption: null,
      mashThickness: null,
      spargeMethod: null,
      mashTunHeatCapacity: null,
      fermenterLoss: null,
    });
  });

  it('changes one quantity and keeps every other row as it was', () => {
    const draft = draftFromRecipe(ipaRecipe());
    const next = draftReducer(draft, { type: 'setQuantity', list: 'recipeHops', id: 'h-2', grams: 50 });
    expect(next.recipeHops[1]?.quantity).toBe(50);
    expect(next.recipeHops[0]).toBe(draft.recipeHops[0]);
    expect(next.recipeFermentables).toBe(draft.recipeFermentables);
    expect(next.recipeEquipment).toBe(draft.recipeEquipment);
  });

  it('keeps a recipe’s fermentation plan through an edit and into the save', () => {
    const plan = [{ id: 'f1', name: 'Primary', kind: 'primary' as const, temperature: 18, days: 10 }];
    const draft = draftFromRecipe({ ...ipaRecipe(), fermentationSteps: plan });
    const next = draftReducer(draft, { type: 'setQuantity', list: 'recipeHops', id: 'h-2', grams: 50 });
    expect(recipeBody(next).fermentationSteps).toEqual(plan);
  });

  it('copies a chosen equipment and its batch time into the recipe', () => {
    const draft = draftReducer(newRecipeDraft(), {
      type: 'applyEquipment',
      equipment: catalogueEquipments[0]!,
    });
    expect(draft.batchTime).toBe(300);
    expect(draft.recipeEquipment).toMatchObject({
      id: 'ce-1',
      name: 'Grainfather G30',
      batchVolume: 23,
      deadSpace: 0.5,
    });
    expect(recipeBody(draft).volumeLiters).toBe(23);
  });

  it("copies the equipment's mash-water settings with it", () => {
    const draft = draftReducer(newRecipeDraft(), {
      type: 'applyEquipment',
      equipment: { ...catalogueEquipments[0]!, grainAbsorption: 0.8, spargeMethod: 'No sparge' },
    });
    expect(draft.recipeEquipment).toMatchObject({
      grainAbsorption: 0.8,
      spargeMethod: 'No sparge',
      mashThickness: null,
    });
  });

  it('makes v4 ids without crypto.randomUUID too', () => {
    expect(newIngredientId()).toMatch(/^[0-9a-f-]{36}$/);
    const original = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const id = newIngredientId();
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(newIngredientId()).not.toBe(id);
    } finally {
      if (original) Object.defineProperty(crypto, 'randomUUID', original);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});
