// The outbox of brew-day changes: kept per user, in order; a later session change of a batch replaces
// the waiting one but keeps the version it started from; typed fields of a batch join one waiting save.
import { EMPTY_BREW_SESSION } from '@wortsmith/core';
import { describe, expect, it } from 'vitest';
import { enqueue, outboxEntries, updateEntry } from './outbox';

const body = { name: 'Shed Pale', version: 3 } as never;

describe('outbox', () => {
  it('keeps one waiting session per batch at the version the first change started from', async () => {
    await enqueue('u1', { kind: 'brewSession', batchId: 'b1', body: { ...EMPTY_BREW_SESSION, version: 4 } });
    await enqueue('u1', {
      kind: 'brewSession',
      batchId: 'b1',
      body: { ...EMPTY_BREW_SESSION, currentStepId: 'boil', version: 5 },
    });
    await enqueue('u1', { kind: 'brewSession', batchId: 'b2', body: { ...EMPTY_BREW_SESSION, version: 1 } });
    const entries = await outboxEntries('u1');
    expect(entries.map((e) => [e.batchId, 'version' in e.body && e.body.version])).toEqual([
      ['b1', 4],
      ['b2', 1],
    ]);
    expect(entries[0]!.kind === 'brewSession' && entries[0]!.body.currentStepId).toBe('boil');
    // Another user's outbox is their own.
    expect(await outboxEntries('u2')).toEqual([]);
    for (const entry of entries) await updateEntry('u1', entry.id, null);
  });

  it('gathers the fields typed for a batch into one save, and leaves a conflicted one alone', async () => {
    await enqueue('u3', { kind: 'batchFields', batchId: 'b1', body, fields: { preBoilVolume: 25 } });
    await enqueue('u3', { kind: 'batchFields', batchId: 'b1', body, fields: { measuredOg: 1.05 } });
    const [first] = await outboxEntries('u3');
    expect(first).toMatchObject({ fields: { preBoilVolume: 25, measuredOg: 1.05 } });
    expect(first!.body).toMatchObject({ preBoilVolume: 25, measuredOg: 1.05, version: 3 });
    await updateEntry('u3', first!.id, { ...first!, conflict: true });
    await enqueue('u3', { kind: 'batchFields', batchId: 'b1', body, fields: { fermenterVolume: 20 } });
    expect((await outboxEntries('u3')).map((e) => e.conflict ?? false)).toEqual([true, false]);
  });
});
