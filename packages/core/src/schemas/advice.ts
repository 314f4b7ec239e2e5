// The body of POST /api/openAI (SPEC §7 "Advice", PRODUCT.md): the text summary, optionally the recipe
// as the screen holds it (read leniently by the advisor, advisor/advisor-recipe.ts) and the brewer's
// units the advice is worded in and the calculation methods its figures are computed by.
import { z } from 'zod';
import {
  COLOR_UNITS,
  DEFAULT_DISPLAY_UNITS,
  GRAIN_UNITS,
  GRAVITY_UNITS,
  TEMPERATURE_UNITS,
  VOLUME_UNITS,
} from '../display-units';
import { COLOR_METHODS, GRAVITY_METHODS, IBU_METHODS, WEIGHT_UNITS } from '../options';

/** Longest summary the advice takes. */
export const ADVICE_MESSAGE_MAX = 8000;

/** What the advice route takes. */
export const adviceRequestSchema = z.object({
  message: z
    .string({ message: 'Message must be text.' })
    .max(ADVICE_MESSAGE_MAX, `Message must be at most ${ADVICE_MESSAGE_MAX} characters long.`)
    .optional()
    .default(''),
  /** A recipe (or the screen's draft of one); an unreadable one is answered with RECIPE_DATA_INVALID. */
  recipe: z.unknown().optional(),
  /** The brewer's display units the advice states its figures in; the defaults when left out. */
  units: z
    .object({
      volume: z.enum(VOLUME_UNITS, 'Units must name a volume unit (L or gal).'),
      temperature: z.enum(TEMPERATURE_UNITS, 'Units must name a temperature unit (C or F).'),
      color: z.enum(COLOR_UNITS, 'Units must name a colour unit (EBC or SRM).'),
      gravity: z.enum(GRAVITY_UNITS, 'Units must name a gravity unit (SG or Plato).'),
      weight: z.enum(WEIGHT_UNITS, 'Units must name a weight unit (g or oz).').optional(),
      grain: z.enum(GRAIN_UNITS, 'Units must name a grain unit (spec, kg or lb).').optional(),
    })
    .optional()
    .default(DEFAULT_DISPLAY_UNITS),
  /** The calculation methods the brewer's figures are shown by; the specification's when left out. */
  methods: z
    .object({
      colorMethod: z.enum(COLOR_METHODS, 'Methods must name a colour method (spec or morey).'),
      ibuMethod: z.enum(IBU_METHODS, 'Methods must name a bitterness method (spec or staged).'),
      gravityMethod: z.enum(GRAVITY_METHODS, 'Methods must name a gravity method (spec or byStage).'),
    })
    .optional()
    .default({ colorMethod: 'spec', ibuMethod: 'spec', gravityMethod: 'spec' }),
});
export type AdviceRequest = z.input<typeof adviceRequestSchema>;
