// List bench (run by `npm run bench -w apps/web` through bench/run.mjs): the fermentable list with
// 5,000 items (its first page of 100 read at once, the rest as it scrolls) rendered virtualised, against
// a twenty-fifth of its rows rendered plainly, in happy-dom. Budget: the virtualised screen in under half the time 5,000 plain
// rows take (estimated as 25 times 200). Prints both.
import { cleanup, render, screen } from '@testing-library/react';
import { Tooltip } from 'radix-ui';
import { bench, describe, vi } from 'vitest';
import { catalogueListDescriptor } from '../src/features/catalogue/list-descriptors';
import { ListRow } from '../src/features/lists/ListRow';
import { longFermentableList } from '../src/test/long-list';
import { renderApp } from '../src/test/render';
import { stubApi } from '../src/test/stub-api';

const COUNT = 5000;
/** Plain rows rendered; 5,000 of them are estimated from these. */
const PLAIN = 200;
const items = longFermentableList(COUNT);

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;

describe('fermentable list, 5,000 items', () => {
  const virtual: number[] = [];
  const plain: number[] = [];

  const reset = () => {
    cleanup();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  };

  const report = (_task: unknown, mode?: 'run' | 'warmup') => {
    if (mode !== 'run' || virtual.length === 0 || plain.length === 0) return;
    const virtualMs = median(virtual);
    const plainMs = median(plain) * (COUNT / PLAIN);
    console.log(
      `list-render: 5,000 items virtualised ${virtualMs.toFixed(0)} ms (median of ${virtual.length}), ` +
        `5,000 plain rows ≈ ${plainMs.toFixed(0)} ms (${COUNT / PLAIN} times ${PLAIN}; budget: virtualised under half)`,
    );
    if (virtualMs >= plainMs / 2) throw new Error('list-render: the virtualised list is over its budget');
  };

  bench(
    'the screen, virtualised (open to first row)',
    async () => {
      stubApi({ 'GET /api/fermentables': items });
      const started = performance.now();
      renderApp({ route: '/FermentableList', session: true });
      await screen.findByRole('heading', { name: 'Malt 0000' }, { timeout: 10_000 });
      virtual.push(performance.now() - started);
      reset();
    },
    { iterations: 5, time: 0, warmupIterations: 1, warmupTime: 0, teardown: report },
  );

  bench(
    `${PLAIN} plain rows`,
    () => {
      const descriptor = catalogueListDescriptor('fermentables');
      const noop = () => undefined;
      const started = performance.now();
      const view = render(
        <Tooltip.Provider>
          <ul>
            {items.slice(0, PLAIN).map((item) => (
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
      plain.push(performance.now() - started);
      view.unmount();
    },
    { iterations: 3, time: 0, warmupIterations: 1, warmupTime: 0, teardown: report },
  );
});
