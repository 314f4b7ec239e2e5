// The batch list a page at a time (issue 38): the count of every batch at once, a status filter that
// reads the pages still to come (so what it shows is all there is), and a search's count.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../../lib/paged-list';
import { buildBatch } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { type StubCall, stubApi } from '../../test/stub-api';

const batches = Array.from({ length: 150 }, (_, i) =>
  buildBatch({
    id: `batch-${i + 1}`,
    number: 150 - i,
    name: `Brew ${150 - i}`,
    status: i === 3 || i === 140 ? 'Fermenting' : 'Completed',
  }),
);

describe('the batch list', () => {
  it('counts every batch, reads every page for a status, and counts a search', async () => {
    const { calls } = stubApi({
      'GET /api/batches': batches,
      'GET /api/batches/search': (call: StubCall) =>
        batches.filter((batch) => batch.name.includes(call.query.searchTerm!)),
    });
    const { user } = renderApp({ route: '/BatchList', session: true });
    expect(await screen.findByRole('link', { name: '#150 Brew 150' })).toBeInTheDocument();
    expect(screen.getByText('150 batches')).toBeInTheDocument();
    const pages = () => calls.filter((call) => call.path === '/api/batches').map((call) => call.query);
    const limit = String(PAGE_SIZE);
    expect(pages()).toEqual([{ limit }]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Fermenting');
    expect(await screen.findByRole('link', { name: '#10 Brew 10' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#147 Brew 147' })).toBeInTheDocument();
    expect(screen.getByText('2 batches')).toBeInTheDocument();
    // Every page, each after the one before.
    expect(pages()).toEqual(
      Array.from({ length: Math.ceil(batches.length / PAGE_SIZE) }, (_, i) =>
        i === 0 ? { limit } : { limit, cursor: `stub-${i * PAGE_SIZE}` },
      ),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    await user.type(screen.getByRole('searchbox', { name: 'Search batches' }), 'Brew 14');
    expect(await screen.findByText('11 matches')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: '#150 Brew 150' })).not.toBeInTheDocument(),
    );
  });
});
