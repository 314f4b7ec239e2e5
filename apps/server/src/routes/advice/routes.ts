// POST /api/openAI: advice for the current recipe. With OPENAI_API_KEY it asks the model, otherwise the
// built-in advisor answers from the recipe's figures. Answers `{ response }`; failures `{ error }`.
import {
  adviceColour,
  adviceColourName,
  adviceGravityRange,
  BEER_STYLES,
  COLOR_UNITS,
  DEFAULT_DISPLAY_UNITS,
  type DisplayUnits,
  findStyle,
  GRAVITY_UNITS,
  TEMPERATURE_UNITS,
  VOLUME_UNITS,
  WEIGHT_UNITS,
} from '@wortsmith/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../../lib/responses';
import { strictLimit } from '../../plugins/rate-limit';
import { builtInAdvice, figuresForModel } from './advisor';
import { readAdviceRecipe } from './figures-input';
import { createOpenAiAdvisor } from './openai';

export const RECIPE_INVALID = 'Recipe data is missing or invalid.';
const MAX_MESSAGE = 8000;

const adviceBody = z.object({
  message: z
    .string({ message: 'Message must be text.' })
    .max(MAX_MESSAGE, `Message must be at most ${MAX_MESSAGE} characters long.`)
    .optional()
    .default(''),
  recipe: z.unknown().optional(),
  /** The brewer's display units the advice states its figures in; the defaults when left out. */
  units: z
    .object({
      volume: z.enum(VOLUME_UNITS, 'Units must name a volume unit (L or gal).'),
      temperature: z.enum(TEMPERATURE_UNITS, 'Units must name a temperature unit (C or F).'),
      color: z.enum(COLOR_UNITS, 'Units must name a colour unit (EBC or SRM).'),
      gravity: z.enum(GRAVITY_UNITS, 'Units must name a gravity unit (SG or Plato).'),
      weight: z.enum(WEIGHT_UNITS, 'Units must name a weight unit (g or oz).').optional(),
    })
    .optional()
    .default(DEFAULT_DISPLAY_UNITS),
});

/** A failure of the advice itself: `{ error, message }` (the same text), as the glass reads it. */
const adviceError = z.strictObject({ error: z.string().optional(), message: z.string() });

const adviceResponses = {
  200: z.strictObject({ response: z.string() }),
  400: adviceError,
  ...errorResponses(401, 429),
  502: adviceError,
};

/** Registers the advice route. */
export async function adviceRoutes(app: FastifyInstance): Promise<void> {
  const { openai } = app.ctx.config;
  const model = openai ? createOpenAiAdvisor(openai) : undefined;
  const factor = app.ctx.config.internal?.rateLimitFactor ?? 1;
  const fail = (reply: FastifyReply, status: number, error: string) =>
    reply.code(status).send({ error, message: error });

  app.post(
    '/api/openAI',
    {
      onRequest: app.authenticate,
      // The model costs money per call; the built-in advisor does not, and a brewer opens the glass
      // after each tweak, so it allows more.
      ...strictLimit(app, model ? 20 : 240, '1 hour', factor),
      schema: { tags: ['advice'], security: [{ bearerAuth: [] }], response: adviceResponses },
    },
    async (request, reply) => {
      const parsed = adviceBody.safeParse(request.body ?? {});
      if (!parsed.success) return fail(reply, 400, parsed.error.issues[0]?.message ?? RECIPE_INVALID);
      const { message, recipe, units } = parsed.data;
      const adviceRecipe = recipe === undefined ? undefined : readAdviceRecipe(recipe);
      if (recipe !== undefined && !adviceRecipe) return fail(reply, 400, RECIPE_INVALID);
      if (!adviceRecipe && message.trim() === '') return fail(reply, 400, RECIPE_INVALID);

      if (model) {
        try {
          const summary = message.trim() || `Style: ${adviceRecipe?.style}`;
          const figures = adviceRecipe
            ? `\n${figuresForModel(adviceRecipe, findStyle(adviceRecipe.style), units)}`
            : '';
          return { response: await model.advise(`${summary}${figures}`) };
        } catch (error) {
          request.log.warn({ err: { message: (error as Error).message } }, 'advice model failed');
          return fail(reply, 502, 'The advice service is not available right now. Please try again later.');
        }
      }
      if (adviceRecipe) {
        const style = findStyle(adviceRecipe.style);
        if (!style) return fail(reply, 400, RECIPE_INVALID);
        return { response: builtInAdvice(adviceRecipe, style, units) };
      }
      return { response: adviceFromSummary(message, units) };
    },
  );
}

/** Without a structured recipe the built-in advisor can only name the style's targets. */
function adviceFromSummary(message: string, units: DisplayUnits): string {
  const lower = message.toLowerCase();
  const style = [...BEER_STYLES]
    .sort((a, b) => b.name.length - a.name.length)
    .find((candidate) => lower.includes(candidate.name.toLowerCase()));
  if (!style) return 'Choose a style for the recipe so I can compare it with the style guidelines.';
  const range = (r: { min: number; max: number } | null, digits: number) =>
    r ? `${r.min.toFixed(digits)}-${r.max.toFixed(digits)}` : 'any';
  const gravity = (r: { min: number; max: number } | null) => (r ? adviceGravityRange(r, units) : 'any');
  const colour = style.ebc
    ? `${adviceColour(style.ebc.min, 0, units)}-${adviceColour(style.ebc.max, 0, units)}`
    : 'any';
  return `${style.name} aims for OG ${gravity(style.og)}, FG ${gravity(style.fg)}, ABV ${range(style.abv, 1)}%, ${adviceColourName(units)} ${colour}, IBU ${range(style.ibu, 0)}. Compare your recipe's figures with these and adjust the malt bill, yeast and bittering hops accordingly.`;
}
