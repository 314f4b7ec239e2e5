// Request and response schemas of the import and export routes (plain zod, so OpenAPI can show them).
import { findStyle, INTEROP_FORMATS, STOCK_UNITS } from '@wortsmith/core';
import { z } from 'zod';
import { idParam } from '../../lib/ids';
import { sixFigures } from '../recipes/schema';

/** `?format=beerxml|beerjson` of every export. */
export const exportQuery = z.object({
  format: z.enum(INTEROP_FORMATS, { error: 'Choose the format beerxml or beerjson.' }),
});

const positions = z
  .string()
  .regex(/^\d{1,4}(,\d{1,4})*$/, 'ids must be a comma-separated list of positions in the file (1, 2, …).')
  .transform((text) => [...new Set(text.split(',').map(Number))]);

/**
 * `?styles=3:American IPA|5:Dry Stout`: the built-in style the brewer chose for a recipe of the file
 * (by its position) whose own style matched none, or to replace the one matched.
 */
const chosenStyles = z
  .string()
  .max(4000)
  .transform((text, context) => {
    const styles = new Map<number, string>();
    for (const pair of text.split('|')) {
      const match = /^(\d{1,4}):(.+)$/.exec(pair);
      const style = match && findStyle(match[2]!.trim());
      if (!match || !style) {
        context.addIssue({
          code: 'custom',
          message: `styles must pair a position in the file with a built-in style ("3:American IPA"); "${pair.slice(0, 100)}" does not.`,
        });
        return z.NEVER;
      }
      styles.set(Number(match[1]), style.name);
    }
    return styles;
  });

/**
 * `?preview=1` answers what the file holds and saves nothing; `?ids=1,3` keeps only those records;
 * `?styles=` gives recipes the styles the brewer chose in the preview.
 */
export const importQuery = z.object({
  preview: z.enum(['0', '1', 'true', 'false'], { error: 'preview must be 1 or 0.' }).optional(),
  ids: positions.optional(),
  styles: chosenStyles.optional(),
  stock: z.enum(['0', '1', 'true', 'false'], { error: 'stock must be 1 or 0.' }).optional(),
});

/** True when an import query asks for a preview. */
export const isPreview = (query: Pick<z.output<typeof importQuery>, 'preview'>) =>
  query.preview === '1' || query.preview === 'true';

/** `/api/recipes/{id}/export`: an id that is not a UUID is 404 "Recipe not found.". */
export const recipeIdParams = z.object({ id: idParam('Recipe') });

const warning = z.object({
  record: z.string().nullable().describe('The recipe or item it is about, or null for the whole file'),
  message: z.string(),
});

const stated = z
  .object({
    og: z.number().nullable(),
    fg: z.number().nullable(),
    abv: z.number().nullable(),
    ibu: z.number().nullable(),
    ebc: z.number().nullable(),
  })
  .describe("The figures the file states (its own tool's estimates); null where it says nothing");

/** One recipe of a file as the preview lists it. */
export const previewRecipe = z.object({
  importId: z.number().int().describe('Position in the file, from 1: pass it in ?ids= to keep the recipe'),
  name: z.string(),
  author: z.string().nullable(),
  style: z.string().describe("A built-in style's name, or '' when the file's style matched none"),
  type: z.string(),
  batchVolume: z.number().describe('Litres'),
  stated,
  figures: sixFigures.describe("Wortsmith's own figures for the recipe as it will be saved"),
  counts: z.object({
    fermentables: z.number().int(),
    hops: z.number().int(),
    miscs: z.number().int(),
    yeasts: z.number().int(),
    mashSteps: z.number().int(),
  }),
});

/** One catalogue item of a file as the preview lists it. */
export const previewItem = z.object({
  importId: z.number().int().describe('Position in the file, from 1: pass it in ?ids= to keep the item'),
  name: z.string(),
  exists: z.boolean().describe('The user already has an item of this name: importing skips it'),
  stock: z
    .object({ amount: z.number(), unit: z.enum(STOCK_UNITS) })
    .nullable()
    .describe(
      'What the file says the brewer has of it (BeerXML INVENTORY, BeerJSON inventory): ?stock=1 keeps it',
    ),
});

const message = z.object({ message: z.string() });
const errors = { 400: message, 401: message, 413: message, 415: message };

/** Responses of `POST /api/recipes/import`. */
export const recipeImportResponses = {
  200: z.object({ recipes: z.array(previewRecipe), warnings: z.array(warning) }),
  201: z.object({
    recipes: z.array(
      z
        .looseObject({
          id: z.uuid(),
          name: z.string(),
          style: z.string(),
          version: z.number(),
          figures: sixFigures,
        })
        .describe('The saved recipe as GET /api/recipes/{id} answers it, plus its figures'),
    ),
    warnings: z.array(warning),
  }),
  ...errors,
};

/** Responses of `POST /api/{kind}/import`. */
export const itemImportResponses = {
  200: z.object({ items: z.array(previewItem), warnings: z.array(warning) }),
  201: z.object({
    items: z.array(
      z
        .looseObject({ id: z.uuid(), userId: z.uuid(), name: z.string() })
        .describe('The saved item as GET /api/{kind}/{userId}/{id} answers it'),
    ),
    warnings: z.array(warning),
  }),
  ...errors,
};

/** Responses of the export routes: the file itself. */
export const exportResponses = {
  200: z.string().describe('The BeerXML or BeerJSON document, as an attachment'),
  400: message,
  401: message,
  404: message,
};
