// A list of 5,000 items (everything loads at once, SPEC §2.4): only the rows near the viewport are in
// the DOM, whatever the length, and scrolling reaches the far end of the list.
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFermentable } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { stubApi } from '../../test/stub-api';

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
  it('renders only the rows near the viewport and follows the scroll position', async () => {
    stubApi({ 'GET /api/fermentables': items });
    renderApp({ route: '/FermentableList', session: true });
    expect(await screen.findByRole('heading', { name: 'Malt 0000' })).toBeInTheDocument();
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
  });
});
