// A list of 5,000 items (everything loads at once, SPEC §2.4): how long the screen takes to render in
// the test DOM with and without virtualisation, and that scrolling reaches the far end of the list.
import { act, render, screen } from '@testing-library/react';
import { Tooltip } from 'radix-ui';
import { describe, expect, it } from 'vitest';
import { buildFermentable } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { catalogueListDescriptor } from '../catalogue/list-descriptors';
import { ListRow } from './ListRow';

const COUNT = 5000;
const items = Array.from({ length: COUNT }, (_, i) =>
  buildFermentable({
    id: `f${i}`,
    userId: i % 2 ? 'user-1' : buildFermentable().userId,
    name: `Malt ${String(i).padStart(4, '0')}`,
    description: 'A malt with a long description that goes on about bread, biscuits and honey. '.repeat(3),
  }),
);

describe('a list of 5,000 items', () => {
  it('renders only the rows near the viewport, quickly, and follows the scroll position', async () => {
    stubApi({ 'GET /api/fermentables': items });
    // Load the screen's module first so the timing measures rendering, not the test's module transform.
    await import('../catalogue/CatalogueListPage');
    const started = performance.now();
    renderApp({ route: '/FermentableList', session: true });
    expect(await screen.findByRole('heading', { name: 'Malt 0000' }, { timeout: 5000 })).toBeInTheDocument();
    const virtualMs = performance.now() - started;
    expect(screen.getByText('5000 items')).toBeInTheDocument();
    const rendered = screen.getAllByRole('listitem').filter((li) => li.hasAttribute('aria-posinset'));
    expect(rendered.length).toBeGreaterThan(3);
    expect(rendered.length).toBeLessThan(40);
    expect(rendered[0]).toHaveAttribute('aria-setsize', String(COUNT));

    Object.defineProperty(window, 'scrollY', { value: 104 * 4990, configurable: true });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByRole('heading', { name: 'Malt 4999' })).toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });

    // A tenth of the rows rendered plainly, for comparison (all 5,000 took about 19 s in jsdom, the test DOM then).
    const descriptor = catalogueListDescriptor('fermentables');
    const noop = () => undefined;
    const plainStarted = performance.now();
    const plain = render(
      <Tooltip.Provider>
        <ul>
          {items.slice(0, COUNT / 10).map((item) => (
            <li key={item.id}>
              <ListRow
                itemKey={item.id}
                name={item.name}
                summary={descriptor.summary(item)}
                custom={false}
                official={descriptor.isOfficial(item)}
                onDetails={noop}
                onEdit={noop}
                onDelete={noop}
              />
            </li>
          ))}
        </ul>
      </Tooltip.Provider>,
    );
    const plainMs = performance.now() - plainStarted;
    plain.unmount();
    console.info(
      `5,000 items in happy-dom: virtualised screen ${virtualMs.toFixed(0)} ms (${rendered.length} rows in the DOM), ` +
        `500 plain rows ${plainMs.toFixed(0)} ms (5,000 ≈ ${(plainMs * 10).toFixed(0)} ms)`,
    );
    expect(virtualMs).toBeLessThan((plainMs * 10) / 2);
  }, 60_000);
});
