// The catalogue item policy as a table: what a user may do with their own item, an official one and
// another user's, and the answer when they may not (403 for deleting an official item, else 404).
import { randomUUID } from 'node:crypto';
import { OFFICIAL_USER_ID } from '@wortsmith/core';
import { describe, expect, it } from 'vitest';
import * as itemPolicy from './catalogue-item';

const me = randomUUID();
const own = { userId: me };
const official = { userId: OFFICIAL_USER_ID };
const others = { userId: randomUUID() };

describe('catalogue item policy', () => {
  it.each([
    ['own', own, { read: true, update: true, customise: false, remove: true }],
    ['official', official, { read: true, update: false, customise: true, remove: false }],
    ["another user's", others, { read: false, update: false, customise: false, remove: false }],
  ])('%s item', (_label, item, may) => {
    expect({
      read: itemPolicy.canRead(me, item),
      update: itemPolicy.canUpdate(me, item),
      customise: itemPolicy.canCustomise(item),
      remove: itemPolicy.canDelete(me, item),
    }).toEqual(may);
  });

  it('refuses to delete an official item with 403, and anything not the user’s with 404', () => {
    expect(itemPolicy.authorizeDelete(me, own, 'Hop')).toBe(own);
    expect(() => itemPolicy.authorizeDelete(me, official, 'Hop')).toThrow(
      expect.objectContaining({ statusCode: 403, message: itemPolicy.OFFICIAL_DELETE_REFUSED }),
    );
    for (const item of [others, undefined]) {
      expect(() => itemPolicy.authorizeDelete(me, item, 'Hop')).toThrow(
        expect.objectContaining({ statusCode: 404, message: 'Hop not found.' }),
      );
    }
    expect(() => itemPolicy.authorizeRead(me, others, 'Hop')).toThrow(
      expect.objectContaining({ statusCode: 404 }),
    );
  });
});
