// The history's two promises (issue 36), over random sequences of edits saved through the repository:
// every version reads back exactly as it was saved (and a restore brings back exactly that content), and
// the storage grows with the size of the changes, not with the recipe's size times the number of saves.
import { randomUUID } from 'node:crypto';
import { type RecipeContent, recipeContent } from '@wortsmith/core';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildRecipe, type TestUser, useAppWithUsers } from '../../../test/factories';
import { recipeValues } from '../recipes/presenter';
import { insertRecipe, updateRecipe } from '../recipes/repository';
import { historySize, readVersion } from './history';

let app: FastifyInstance;
let brewer: TestUser;
useAppWithUsers(1, (made) => {
  [app, brewer] = made;
});

type Body = Omit<ReturnType<typeof buildRecipe>, 'notes'> & { notes: string | null };
type Hop = Body['recipeHops'][number];

/** One edit a brewer makes, and the characters of what it changes (old and new values). */
type Edit = (body: Body) => number;

const size = (value: unknown) => JSON.stringify(value ?? null).length;

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc
    .record({ at: fc.nat(), grams: fc.integer({ min: 1, max: 500 }) })
    .map(({ at, grams }) => (body: Body) => {
      const hop = body.recipeHops[at % body.recipeHops.length];
      if (!hop) return 0;
      const change = size(hop.quantity) + size(grams);
      hop.quantity = grams;
      return change;
    }),
  fc
    .record({ name: fc.string({ minLength: 2, maxLength: 30 }), grams: fc.integer({ min: 1, max: 200 }) })
    .map(({ name, grams }) => (body: Body) => {
      const hop: Hop = {
        ...body.recipeHops[0]!,
        id: randomUUID(),
        name: name.trim() || 'Hop',
        quantity: grams,
        usageStage: 'Dry Hop',
      };
      body.recipeHops.push(hop);
      return size(hop);
    }),
  fc.nat().map((at) => (body: Body) => {
    if (body.recipeHops.length < 2) return 0;
    const [removed] = body.recipeHops.splice(at % body.recipeHops.length, 1);
    return size(removed);
  }),
  fc.record({ at: fc.nat(), text: fc.string({ maxLength: 40 }) }).map(({ at, text }) => (body: Body) => {
    const notes = body.notes ?? '';
    const i = at % (notes.length + 1);
    body.notes = `${notes.slice(0, i)}${text}${notes.slice(i)}`;
    return size(text);
  }),
  fc.integer({ min: 50, max: 100 }).map((efficiency) => (body: Body) => {
    const change = size(body.recipeEquipment.efficiency) + size(efficiency);
    body.recipeEquipment.efficiency = efficiency;
    return change;
  }),
  fc.constantFrom('American IPA', 'American Pale Ale', 'Irish Stout').map((style) => (body: Body) => {
    const change = size(body.style) + size(style);
    body.style = style;
    return change;
  }),
);

/** A recipe worth keeping: twelve of each ingredient and long notes. */
function bigRecipe(): Body {
  return buildRecipe(
    { name: 'Big Recipe', notes: 'Mash at 66 °C for an hour, then mash out. '.repeat(120) },
    12,
  ) as Body;
}

describe('a recipe’s history over random edits', () => {
  it('reads every version back exactly, restores exactly, and grows with the changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(edit, { minLength: 1, maxLength: 25 }), async (edits) => {
        const db = app.ctx.db;
        const body = bigRecipe();
        let row = await insertRecipe(db, brewer.id, recipeValues(body as never));
        const saved: RecipeContent[] = [recipeContent(row)];
        const first = await historySize(db, row.id);
        let changed = 0;
        for (const change of edits) {
          changed += change(body);
          const { creationDate: _kept, ...values } = recipeValues(body as never);
          row = await updateRecipe(db, brewer.id, row.id, values, row.version);
          saved.push(recipeContent(row));
        }
        for (const [i, content] of saved.entries()) {
          expect((await readVersion(db, row.id, i + 1))?.content).toEqual(content);
        }
        // Storage after the first version: within a small multiple of what the edits changed (the path to
        // each change, a whole copy now and then), and far below a copy per save.
        const added = (await historySize(db, row.id)) - first;
        expect(added).toBeLessThanOrEqual(3 * changed + 200 * edits.length);
        expect(added).toBeLessThan((size(saved[0]) * edits.length) / 4 + size(saved[0]));
        // A restore makes a new version whose content is exactly the one restored.
        const back = Math.ceil(saved.length / 2);
        const { content } = (await readVersion(db, row.id, back))!;
        const { creationDate: _kept, ...values } = recipeValues(content);
        const restored = await updateRecipe(db, brewer.id, row.id, values, row.version, 'restored', back);
        expect(recipeContent(restored)).toEqual(saved[back - 1]);
        expect((await readVersion(db, row.id, restored.version))?.content).toEqual(saved[back - 1]);
      }),
      { numRuns: 15 },
    );
  });
});
