// The glass and its advice popover: colour from EBC, opening by click and keyboard, the loading text,
// the answer as plain text, the missing-style path, server errors, an expired session and closing by
// an outside click.

import { screen, waitFor } from '@testing-library/react';
import { ebcToColour } from '@wortsmith/core';
import { describe, expect, it } from 'vitest';
import { SESSION_EXPIRED_MESSAGE } from '../../../../lib/api';
import { getSession } from '../../../../lib/session';
import { renderWithProviders } from '../../../../test/render';
import { reply, stubApi } from '../../../../test/stub-api';
import { draftFromRecipe } from '../recipe-draft';
import { ipaRecipe } from '../test-support/fixtures';
import { ADVICE_LOADING_TEXT, AdviceGlass } from './AdviceGlass';

function setup(style = 'American IPA') {
  const draft = draftFromRecipe(ipaRecipe({ style }));
  return renderWithProviders(
    <div>
      <p>Outside</p>
      <AdviceGlass ebc={33} getRecipe={() => draft} />
    </div>,
    { session: true },
  );
}

const trigger = () => screen.getByRole('button', { name: 'Ask the alchemist for advice on this recipe' });

describe('AdviceGlass', () => {
  it('fills the glass with the colour of the EBC', () => {
    stubApi({});
    const { container } = setup();
    expect(container.querySelector('[data-part="beer"]')).toHaveAttribute('fill', ebcToColour(33));
  });

  it('opens with Enter, consults while waiting, then shows the answer as plain text', async () => {
    let release: (value: unknown) => void = () => undefined;
    const api = stubApi({
      'POST /api/openAI': () => new Promise((resolve) => (release = resolve)),
    });
    const { user } = setup();
    trigger().focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText("Alchemist's Mystical Wisdom")).toBeInTheDocument();
    expect(screen.getByText(ADVICE_LOADING_TEXT)).toBeInTheDocument();
    const body = api.calls[0]?.body as { message: string; recipe: { name: string } };
    expect(body.message).toContain('Style: American IPA.');
    expect(body.recipe.name).toBe('Copper IPA');

    release({ response: 'Raise the bitterness:\n<b>add 10 g</b> at 60 min.' });
    const answer = await screen.findByText(/Raise the bitterness/);
    expect(answer.textContent).toBe('Raise the bitterness:\n<b>add 10 g</b> at 60 min.');
    expect(answer.querySelector('b')).toBeNull();

    await user.click(screen.getByText('Outside'));
    await waitFor(() => expect(screen.queryByText("Alchemist's Mystical Wisdom")).not.toBeInTheDocument());
  });

  it('opens with Space and closes again with Space', async () => {
    stubApi({ 'POST /api/openAI': { response: 'Looks balanced.' } });
    const { user } = setup();
    trigger().focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Looks balanced.')).toBeInTheDocument();
    trigger().focus();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.queryByText('Looks balanced.')).not.toBeInTheDocument());
  });

  it('does not call the server without a style', async () => {
    const api = stubApi({ 'POST /api/openAI': { response: 'never' } });
    const { user } = setup('');
    await user.click(trigger());
    expect(await screen.findByText('Recipe data is missing wmor invalid.')).toBeInTheDocument();
    expect(screen.getByText('Recipe data is missing or invalid.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('toasts the server error as "OpenAI error: {detail}"', async () => {
    stubApi({ 'POST /api/openAI': reply(502, { message: 'The model is unavailable.' }) });
    const { user } = setup();
    await user.click(trigger());
    expect(await screen.findAllByText('OpenAI error: The model is unavailable.')).toHaveLength(2);
  });

  it('treats a 401 like any other call: the session-expired toast, and the session ends', async () => {
    stubApi({ 'POST /api/openAI': reply(401, { message: 'Invalid token' }) });
    const { user } = setup();
    await user.click(trigger());
    await waitFor(() =>
      expect(document.querySelector('.Toastify__toast--error')).toHaveTextContent(SESSION_EXPIRED_MESSAGE),
    );
    expect(screen.queryByText(/OpenAI error/)).not.toBeInTheDocument();
    expect(getSession()).toBeNull();
  });
});
