// Sending the outbox: oldest first; a taken change leaves (or, changed meanwhile, moves on to the
// answered version); no network keeps everything; a stale change (409) stays, marked, and holds back
// later changes of its batch only; any other refusal leaves with a toast saying what was not saved.
import { EMPTY_BREW_SESSION } from '@wortsmith/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reply, type StubCall, stubApi } from '../../test/stub-api';
import { enqueue, outboxEntries, updateEntry } from './outbox';
import { flushOutbox } from './outbox-sending';

const B1 = '11111111-1111-4111-8111-111111111111';
const B2 = '22222222-2222-4222-8222-222222222222';
const answered = (version: number) => ({
  ...EMPTY_BREW_SESSION,
  version,
  updatedAt: '2026-11-27T09:00:00.000Z',
});
const STALE = 'This brew session was changed elsewhere. Reload it to see the latest version.';

async function empty(user: string) {
  for (const entry of await outboxEntries(user)) await updateEntry(user, entry.id, null);
}

afterEach(() => vi.restoreAllMocks());

describe('sending the outbox', () => {
  it('sends oldest first and empties the outbox as the server takes each change', async () => {
    const api = stubApi({
      'PUT /api/batches/:id/brew': (call: StubCall) =>
        answered((call.body as { version: number }).version + 1),
    });
    await enqueue('s1', { kind: 'brewSession', batchId: B1, body: { ...EMPTY_BREW_SESSION, version: 0 } });
    await enqueue('s1', { kind: 'brewSession', batchId: B2, body: { ...EMPTY_BREW_SESSION, version: 3 } });
    const saved: string[] = [];
    await flushOutbox('s1', (answer) =>
      saved.push(`${answer.batchId}@${answer.kind === 'brewSession' && answer.session.version}`),
    );
    expect(api.calls.map((c) => c.params.id)).toEqual([B1, B2]);
    expect(saved).toEqual([`${B1}@1`, `${B2}@4`]);
    expect(await outboxEntries('s1')).toEqual([]);
  });

  it('keeps a stale change for the brewer to choose, holding back only its own batch', async () => {
    stubApi({
      'PUT /api/batches/:id/brew': (call: StubCall) =>
        call.params.id === B1 ? reply(409, { message: STALE }) : answered(2),
    });
    await enqueue('s2', { kind: 'brewSession', batchId: B1, body: { ...EMPTY_BREW_SESSION, version: 0 } });
    await enqueue('s2', { kind: 'brewSession', batchId: B2, body: { ...EMPTY_BREW_SESSION, version: 1 } });
    await flushOutbox('s2', () => undefined);
    const left = await outboxEntries('s2');
    expect(left.map((e) => [e.batchId, e.conflict])).toEqual([[B1, true]]);
    await empty('s2');
  });

  it('keeps everything while there is no network, and says what a refused change was', async () => {
    stubApi({ 'PUT /api/batches/:id/brew': reply(404, { message: 'Batch not found.' }) });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await enqueue('s3', { kind: 'brewSession', batchId: B1, body: { ...EMPTY_BREW_SESSION, version: 0 } });
    await flushOutbox('s3', () => undefined);
    expect(await outboxEntries('s3')).toHaveLength(1);
    onLine.mockReturnValue(true);
    const toast = await import('../../lib/notify');
    const shown = vi.spyOn(toast, 'notifyError');
    await flushOutbox('s3', () => undefined);
    expect(await outboxEntries('s3')).toEqual([]);
    expect(shown).toHaveBeenCalledWith('A change made on brew day could not be saved: Batch not found.');
  });
});
