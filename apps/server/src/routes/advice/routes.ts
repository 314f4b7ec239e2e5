// POST /api/openAI: advice for the current recipe. With OPENAI_API_KEY it asks the model, otherwise the
// core's built-in advisor answers from the recipe's figures. Answers `{ response }`; failures the
// common `{ message }` (400 with every validation message under `errors`).
import {
  adviceRequestSchema,
  builtInAdvice,
  figuresForModel,
  findStyle,
  RECIPE_DATA_INVALID,
  readAdvisorRecipe,
  styleTargetsAdvice,
} from '@wortsmith/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/errors';
import { strictLimit } from '../../plugins/rate-limit';
import { createOpenAiAdvisor } from './openai';
import { adviceResponses } from './schema';

/** Registers the advice route. */
export async function adviceRoutes(app: FastifyInstance): Promise<void> {
  const { openai } = app.ctx.config;
  const model = openai ? createOpenAiAdvisor(openai) : undefined;
  const factor = app.ctx.config.internal?.rateLimitFactor ?? 1;

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/openAI',
    {
      // The model costs money per call; the built-in advisor does not, and a brewer opens the glass
      // after each tweak, so it allows more.
      ...strictLimit(app, model ? 20 : 240, '1 hour', factor),
      schema: {
        tags: ['advice'],
        body: adviceRequestSchema,
        response: adviceResponses,
      },
    },
    async (request) => {
      const { message, recipe, units, methods } = request.body;
      const advisorRecipe = recipe === undefined ? undefined : readAdvisorRecipe(recipe);
      if (recipe !== undefined && !advisorRecipe) throw new HttpError(400, RECIPE_DATA_INVALID);
      if (!advisorRecipe && message.trim() === '') throw new HttpError(400, RECIPE_DATA_INVALID);
      const style = advisorRecipe && findStyle(advisorRecipe.style);

      if (model) {
        const summary = message.trim() || `Style: ${advisorRecipe?.style}`;
        const figures = advisorRecipe ? `\n${figuresForModel(advisorRecipe, style, units, methods)}` : '';
        try {
          return { response: await model.advise(`${summary}${figures}`) };
        } catch (error) {
          request.log.warn({ err: { message: (error as Error).message } }, 'advice model failed');
          throw new HttpError(502, 'The advice service is not available right now. Please try again later.');
        }
      }
      if (!advisorRecipe) return { response: styleTargetsAdvice(message, units) };
      // The built-in advisor compares with a style it knows.
      if (!style) throw new HttpError(400, RECIPE_DATA_INVALID);
      return { response: builtInAdvice(advisorRecipe, style, units, methods) };
    },
  );
}
