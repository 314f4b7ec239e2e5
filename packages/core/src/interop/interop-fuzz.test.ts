// Whatever a file holds, reading it either succeeds with drafts the schemas accept or throws InteropError:
// never another exception (which the server would answer with a 500).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_KINDS } from '../options';
import { catalogueSchemas } from '../schemas/catalogue';
import { recipeSchema } from '../schemas/recipe';
import { InteropError, readInteropFile } from './index';
import { beerXmlRecipe, utf8 } from './test-support';

function readsOrRefuses(bytes: Uint8Array): void {
  try {
    const file = readInteropFile(bytes);
    for (const recipe of file.recipes) {
      const result = recipeSchema.safeParse({ ...recipe, style: 'Best Bitter' });
      expect(result.error?.issues ?? []).toEqual([]);
    }
    for (const kind of CATALOGUE_KINDS) {
      for (const item of file.items[kind]) expect(catalogueSchemas[kind].safeParse(item).success).toBe(true);
    }
  } catch (error) {
    if (!(error instanceof InteropError)) throw error;
  }
}

const TAGS = [
  'RECIPES',
  'RECIPE',
  'HOPS',
  'HOP',
  'NAME',
  'AMOUNT',
  'TIME',
  'USE',
  'TYPE',
  'FORM',
  'ALPHA',
  'STEP_TEMP',
  'MASH',
  'MASH_STEPS',
  'MASH_STEP',
  'YEASTS',
  'YEAST',
  'MISCS',
  'MISC',
  'WATERS',
  'WATER',
  'CALCIUM',
  'AMOUNT_IS_WEIGHT',
  'GRAIN_TEMP',
  'WORTSMITH_WATER',
  'DILUTION_PERCENT',
  'constructor',
  '__proto__',
  'toString',
];
const VALUES = [
  '',
  '1',
  '-5',
  '1e999',
  'unknown',
  'NaN',
  '1.049 sg',
  'TRUE',
  'Dry Hop',
  'Water Agent',
  'Gypsum',
  'Lactic Acid 300%',
  'Sparge',
  'constructor',
  '&#0;',
  '&amp;',
  '9'.repeat(400),
];

describe('reading never fails with anything but InteropError', () => {
  it('survives prototype names as tags, units and options', () => {
    readsOrRefuses(
      utf8('<constructor><toString>1</toString></constructor><HOPS><HOP><NAME>x</NAME></HOP></HOPS>'),
    );
    readsOrRefuses(
      utf8(
        beerXmlRecipe(
          '<HOPS><HOP><NAME>H</NAME><AMOUNT>0.01</AMOUNT><USE>constructor</USE><ALPHA>5</ALPHA></HOP></HOPS><YEASTS><YEAST><NAME>Y</NAME><TYPE>toString</TYPE><FORM>constructor</FORM><FLOCCULATION>__proto__</FLOCCULATION></YEAST></YEASTS>',
        ),
      ),
    );
    const json = {
      beerjson: {
        version: 1,
        fermentables: [{ name: 'F', grain_group: 'constructor', color: { unit: 'toString', value: 3 } }],
        recipes: [
          {
            name: 'R',
            batch_size: { unit: 'constructor', value: 5 },
            ingredients: {
              hop_additions: [
                {
                  name: 'H',
                  amount: { unit: 'toString', value: 1 },
                  timing: { time: { unit: '__proto__', value: 5 } },
                },
              ],
            },
          },
        ],
      },
    };
    readsOrRefuses(utf8(JSON.stringify(json)));
  });

  it('survives generated BeerXML made of real tags and odd values', () => {
    const element: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.constantFrom(...VALUES),
        fc
          .tuple(fc.constantFrom(...TAGS), fc.array(tie('node'), { maxLength: 4 }))
          .map(([tag, children]) => `<${tag}>${children.join('')}</${tag}>`),
      ),
    })).node;
    fc.assert(
      fc.property(fc.array(element, { maxLength: 4 }), (roots) => readsOrRefuses(utf8(roots.join('\n')))),
      { numRuns: 150 },
    );
  }, 20_000);

  it('survives arbitrary bytes and arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => readsOrRefuses(bytes)),
      { numRuns: 150 },
    );
    fc.assert(
      fc.property(fc.json(), (json) =>
        readsOrRefuses(utf8(`{"beerjson": {"recipes": [${json}], "hop_varieties": [${json}]}}`)),
      ),
      { numRuns: 150 },
    );
  }, 20_000);
});
