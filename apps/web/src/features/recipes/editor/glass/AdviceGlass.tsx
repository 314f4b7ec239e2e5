// The glass button and its "Alchemist's Mystical Wisdom" popover (SPEC §2.7, §4, §8): opening it asks
// POST /api/openAI for advice on the current recipe and shows the answer as plain text.
import { type AdviceRequest, adviceMessage, RECIPE_DATA_INVALID } from '@wortsmith/core';
import { Popover } from 'radix-ui';
import { memo, useRef, useState } from 'react';
import { ApiError, apiRequest, SESSION_EXPIRED_MESSAGE } from '../../../../lib/api';
import { notifyError } from '../../../../lib/notify';
import { useAmountUnits, useDisplayUnits, usePreferences } from '../../../../lib/preferences';
import { PHONE_QUERY, useMediaQuery } from '../../../../lib/use-media-query';
import type { RecipeDraft } from '../recipe-draft';
import styles from './AdviceGlass.module.css';
import { BeerGlass } from './BeerGlass';

/** Shown while the advice request runs (SPEC §2.7). */
export const ADVICE_LOADING_TEXT = 'Consulting mystical wisdom.';
/** Toasted when the recipe has no style (SPEC §8, verbatim). */
export const ADVICE_MISSING_TOAST = 'Recipe data is missing wmor invalid.';
/** Shown in the popover when the recipe has no style (SPEC §8). */
export const ADVICE_MISSING_TEXT = RECIPE_DATA_INVALID;

type AdviceState =
  | { status: 'loading' }
  | { status: 'done'; text: string }
  | { status: 'failed'; text: string };

function errorDetail(error: unknown): string {
  if (error instanceof ApiError) {
    const data = error.data as { error?: unknown; message?: unknown } | undefined;
    if (data && typeof data.error === 'string' && data.error) return data.error;
    if (data && typeof data.message === 'string' && data.message) return data.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Props of the glass button. */
export interface AdviceGlassProps {
  ebc: number;
  /** Reads the recipe as it is when the popover opens (stable, so typing does not re-render the glass). */
  getRecipe: () => RecipeDraft;
}

/** The beer glass; a click, Enter or Space opens or closes the advice popover. */
export const AdviceGlass = memo(function AdviceGlass({ ebc, getRecipe }: AdviceGlassProps) {
  // Beside the figures panel on wide screens, so the figures it talks about stay in view.
  const phone = useMediaQuery(PHONE_QUERY);
  const [open, setOpen] = useState(false);
  const [advice, setAdvice] = useState<AdviceState>({ status: 'loading' });
  const request = useRef<AbortController | null>(null);
  // The advice states its figures, ranges, volumes and amounts in the brewer's units.
  const units = useDisplayUnits();
  const { weight, grain } = useAmountUnits();
  // ...and goes by the figures the panel shows, computed by the brewer's methods.
  const { colorMethod, ibuMethod, gravityMethod } = usePreferences();

  const ask = () => {
    const recipe = getRecipe();
    if (!recipe.style) {
      notifyError(ADVICE_MISSING_TOAST);
      setAdvice({ status: 'failed', text: ADVICE_MISSING_TEXT });
      return;
    }
    const controller = new AbortController();
    request.current = controller;
    setAdvice({ status: 'loading' });
    apiRequest<{ response?: string; error?: string }>('/api/openAI', {
      method: 'POST',
      body: {
        message: adviceMessage(recipe, units),
        recipe,
        units: { ...units, weight, grain },
        methods: { colorMethod, ibuMethod, gravityMethod },
      } satisfies AdviceRequest,
      fallback: 'OpenAI error',
      toastError: false,
      signal: controller.signal,
    }).then(
      (data) => {
        if (request.current !== controller) return;
        if (data?.error || typeof data?.response !== 'string') {
          const detail = data?.error ?? 'No advice came back.';
          notifyError(`OpenAI error: ${detail}`);
          setAdvice({ status: 'failed', text: `OpenAI error: ${detail}` });
          return;
        }
        setAdvice({ status: 'done', text: data.response });
      },
      (error: unknown) => {
        if (request.current !== controller || controller.signal.aborted) return;
        // An expired session reads as on every other call (SPEC §8), not as an OpenAI error; apiRequest
        // has already said so and ended the session, so the route guard takes the user to /.
        if (error instanceof ApiError && error.status === 401) {
          setAdvice({ status: 'failed', text: SESSION_EXPIRED_MESSAGE });
          return;
        }
        const detail = errorDetail(error);
        notifyError(`OpenAI error: ${detail}`);
        setAdvice({ status: 'failed', text: `OpenAI error: ${detail}` });
      },
    );
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) ask();
    else {
      request.current?.abort();
      request.current = null;
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger className={styles.trigger} aria-label="Ask the alchemist for advice on this recipe">
        <BeerGlass ebc={ebc} className={styles.glass} />
        <span className={styles.hint}>Ask the alchemist</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.content}
          side={phone ? 'bottom' : 'left'}
          align={phone ? 'center' : 'start'}
          sideOffset={8}
          collisionPadding={12}
        >
          <h3 className={styles.title}>Alchemist's Mystical Wisdom</h3>
          <div className={styles.body} aria-live="polite" data-status={advice.status}>
            {advice.status === 'loading' ? ADVICE_LOADING_TEXT : advice.text}
          </div>
          <Popover.Arrow className={styles.arrow} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
});
