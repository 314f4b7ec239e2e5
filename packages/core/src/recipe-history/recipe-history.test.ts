// A recipe's history in words, two recipes side by side and what a share shows (issue 36), on worked
// examples: the summary the issue names ("Cascade 30 g → 40 g, added Citra dry hop") in grams and ounces,
// an ingredient renamed still itself within one recipe, additions of one hop at different stages kept
// apart, and nothing of the owner in a shared recipe.
import { describe, expect, it } from 'vitest';
import { brewerQuantities } from '../quantities';
import type { RecipeHop } from '../types';
import { describeChanges, recipeChanges } from './recipe-changes';
import { compareRecipes } from './recipe-comparison';
import type { RecipeContent } from './recipe-content';
import { ANONYMOUS_BREWER, sharedContent, shownName } from './shared-recipe';

const metric = brewerQuantities({ volume: 'L', temperature: 'C', color: 'EBC', gravity: 'SG', weight: 'g' });
const imperial = brewerQuantities({
  volume: 'gal',
  temperature: 'F',
  color: 'SRM',
  gravity: 'SG',
  weight: 'oz',
});

const hop = (
  id: string,
  name: string,
  quantity: number,
  usageStage: RecipeHop['usageStage'] = 'Boil',
): RecipeHop => ({
  id,
  name,
  description: null,
  supplier: null,
  alphaAcidContent: 7,
  betaAcidContent: null,
  boilTime: usageStage === 'Boil' ? 60 : 0,
  usageStage,
  dryHopStart: null,
  dryHopDuration: null,
  quantity,
  ibu: 0,
});

function recipe(overrides: Partial<RecipeContent> = {}): RecipeContent {
  return {
    name: 'Pale',
    author: 'Ada',
    style: 'American Pale Ale',
    type: 'All Grain',
    description: null,
    notes: null,
    creationDate: '2026-11-01',
    recipeEquipment: {
      id: 'equipment-1',
      name: 'Kettle',
      batchVolume: 20,
      batchTime: 240,
      efficiency: 72,
      boilTime: 60,
      deadSpace: 0.5,
      boilOff: 3,
      trubLoss: 1,
      grainAbsorption: null,
      mashThickness: null,
      spargeMethod: null,
      mashTunHeatCapacity: null,
      fermenterLoss: null,
    },
    recipeFermentables: [],
    recipeHops: [hop('h1', 'Cascade', 30)],
    recipeMisc: [],
    recipeYeasts: [],
    mashSteps: [],
    fermentationSteps: [],
    water: null,
    ...overrides,
  };
}

describe('what changed between two versions', () => {
  const before = recipe();
  const after = recipe({ recipeHops: [hop('h1', 'Cascade', 40), hop('h2', 'Citra', 50, 'Dry Hop')] });

  it('reads as the issue writes it, in the reader’s units', () => {
    const changes = recipeChanges(before, after);
    expect(describeChanges(changes, metric)).toBe('Cascade 30 g → 40 g, added Citra dry hop');
    expect(describeChanges(changes, imperial)).toBe('Cascade 1.06 oz → 1.41 oz, added Citra dry hop');
  });

  it('says nothing changed when nothing did, and names texts, equipment and sections', () => {
    expect(describeChanges(recipeChanges(before, before), metric)).toBe('No changes');
    const edited = recipe({
      style: 'American IPA',
      notes: 'More hops',
      recipeEquipment: { ...before.recipeEquipment, batchVolume: 23 },
      mashSteps: [{ id: 'm1', name: 'Rest', type: 'Infusion', temperature: 66, time: 60, description: null }],
    });
    expect(describeChanges(recipeChanges(before, edited), metric)).toBe(
      'Style “American Pale Ale” → “American IPA”, notes edited, batch volume 20.0 L → 23.0 L, mash schedule changed',
    );
    expect(describeChanges(recipeChanges(before, edited), imperial)).toContain(
      'batch volume 5.28 gal → 6.08 gal',
    );
  });

  it('keeps an ingredient renamed within one recipe itself, and its boil time change named', () => {
    const renamed = recipe({ recipeHops: [{ ...hop('h1', 'Cascade (US)', 30), boilTime: 30 }] });
    expect(describeChanges(recipeChanges(before, renamed), metric)).toBe(
      'Cascade renamed Cascade (US), Cascade (US) time 60 min → 30 min',
    );
  });

  it('leaves computed figures and the catalogue link out of the changes', () => {
    const recomputed = recipe({ recipeHops: [{ ...hop('h1', 'Cascade', 30), ibu: 31.5, itemId: 'item-9' }] });
    expect(recipeChanges(before, recomputed)).toEqual([]);
  });
});

describe('two recipes side by side', () => {
  it('pairs a hop by name and stage, and tells its additions apart', () => {
    const a = recipe({ recipeHops: [hop('a1', 'Cascade', 20), hop('a2', 'Cascade', 40, 'Dry Hop')] });
    const b = recipe({
      recipeHops: [hop('b1', 'cascade', 50, 'Dry Hop'), hop('b2', 'Cascade', 20), hop('b3', 'Citra', 10)],
    });
    const pairs = compareRecipes(a, b, false).ingredients.recipeHops;
    expect(pairs.map((pair) => [pair.a?.id ?? null, pair.b?.id ?? null])).toEqual([
      ['a1', 'b2'],
      ['a2', 'b1'],
      [null, 'b3'],
    ]);
    expect(pairs[0]!.differs).toEqual([]);
    expect(pairs[1]!.differs).toEqual(['name', 'quantity']);
    expect(pairs[2]!.differs).toContain('quantity');
  });

  it('names the recipe fields, equipment figures and sections that differ', () => {
    const a = recipe();
    const b = recipe({ style: 'American IPA', recipeEquipment: { ...a.recipeEquipment, efficiency: 80 } });
    const comparison = compareRecipes(a, b, true);
    expect(comparison.fields).toEqual(['style']);
    expect(comparison.equipment).toEqual(['efficiency']);
    expect(comparison.water).toBe(false);
  });
});

describe('what a share shows', () => {
  it('leaves out the author text and the ids of the owner’s items', () => {
    const shared = sharedContent(
      recipe({
        recipeHops: [{ ...hop('h1', 'Cascade', 30), itemId: 'owner-item' }],
        water: {
          sourceWaterId: 'owner-water',
          source: { calcium: 0, magnesium: 0, sodium: 0, sulfate: 0, chloride: 0, bicarbonate: 0 },
          dilutionPercent: 0,
          targetWaterId: 'owner-target',
          target: null,
          salts: [],
          acids: [],
          grainTemperature: null,
          targetMashPh: null,
        },
      }),
    );
    const text = JSON.stringify(shared);
    for (const leak of ['Ada', 'equipment-1', 'owner-item', 'owner-water', 'owner-target'])
      expect(text).not.toContain(leak);
    expect(shared.recipeHops[0]!.name).toBe('Cascade');
  });

  it('names the author as they chose, anonymous when the brewery they chose is not set', () => {
    const author = { name: 'Ada Brewer', brewery: null };
    expect(shownName(author, 'name')).toBe('Ada Brewer');
    expect(shownName(author, 'brewery')).toBe(ANONYMOUS_BREWER);
    expect(shownName({ ...author, brewery: 'Hop Cellar' }, 'brewery')).toBe('Hop Cellar');
    expect(shownName(author, 'anonymous')).toBe(ANONYMOUS_BREWER);
  });
});
