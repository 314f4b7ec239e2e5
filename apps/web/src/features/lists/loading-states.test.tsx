// Loading states (issue 14 point 7): while a list or a record loads the screen shows skeleton rows in
// a busy region instead of an empty page, and a form's submit button shows progress and cannot be
// pressed twice while its request is under way.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFermentable } from '../../test/fixtures';
import { renderApp, TEST_SESSION } from '../../test/render';
import { reply, stubApi } from '../../test/stub-api';

/** A response the test releases when it wants. */
function held<T>() {
  let release: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

describe('loading states', () => {
  it('shows skeleton rows in a busy list while the catalogue list loads, then the rows', async () => {
    const list = held<unknown>();
    stubApi({ 'GET /api/fermentables': () => list.promise });
    renderApp({ route: '/FermentableList', session: TEST_SESSION });
    const skeleton = await screen.findByTestId('skeleton');
    expect(skeleton).toHaveRole('status');
    expect(skeleton).toHaveTextContent('Loading…');
    expect(skeleton.closest('[aria-busy="true"]')).not.toBeNull();
    list.release([buildFermentable({ name: 'Maris Otter' })]);
    expect(await screen.findByRole('heading', { name: 'Maris Otter' })).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton')).not.toBeInTheDocument();
  });

  it('shows skeleton fields while a catalogue record loads', async () => {
    const item = held<unknown>();
    stubApi({ 'GET /api/fermentables/:userId/:id': () => item.promise, 'GET /api/fermentables': [] });
    renderApp({ route: '/Fermentables/user-1/f-1/edit', session: TEST_SESSION });
    const skeleton = await screen.findByTestId('skeleton');
    expect(skeleton.closest('[aria-busy="true"]')).not.toBeNull();
    item.release(buildFermentable({ name: 'Maris Otter' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Maris Otter');
  });

  it('disables Save with progress while the save is under way, so a second press sends nothing', async () => {
    const saved = held<unknown>();
    const { calls } = stubApi({
      'POST /api/fermentables': () => saved.promise,
      'GET /api/fermentables': [],
    });
    const { user } = renderApp({ route: '/Fermentables/new', session: TEST_SESSION });
    await user.type(await screen.findByLabelText('Name'), 'Golden Promise');
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    expect(save).toHaveAttribute('aria-busy', 'true');
    await user.click(save);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    saved.release(reply(201, buildFermentable({ name: 'Golden Promise' })));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
  });
});
