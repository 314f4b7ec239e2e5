// Request and response schemas of the account routes (bodies from core, so SPEC §5 messages live once;
// responses here, typed against core's API types so server and web cannot drift apart).
import type { CurrentUser, LoginResponse } from '@wortsmith/core';
import { CATALOGUE_KINDS, preferencesSchema, WEIGHT_UNITS } from '@wortsmith/core';
import { z } from 'zod';
import { versionEntry } from '../recipe-versions/schema';

// Any text: an id that is not the caller's own is a 403 (PRODUCT.md), however long.
export const userIdParams = z.object({ id: z.string() });
// A mangled link (an over-long or repeated code) is just an invalid code: the route redirects to the
// login screen's explanation rather than answering JSON to a browser.
export const activationQuery = z.object({
  code: z.preprocess((value) => (typeof value === 'string' && value.length <= 200 ? value : ''), z.string()),
});

/** `GET /api/users/sign-in-options`: the ways to sign in this server offers, for the login screen. */
export const signInOptionsResponse = z.strictObject({ google: z.boolean() });

/** `{ message }`: the answer of routes that only confirm. */
export const messageResponse = z.object({ message: z.string() });

/** The preferences as answered: the body's rules, the correction factor a plain number (no form text to read). */
const preferenceAnswers = { ...preferencesSchema.shape, wortCorrectionFactor: z.number() };

/** `GET /api/users/me` and `PUT /api/users/{id}`: the current user of PRODUCT.md. */
export const currentUserResponse = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  brewery: z.string().nullable(),
  weightUnit: z.enum(WEIGHT_UNITS),
  ...preferenceAnswers,
  setUp: z.boolean().describe('False for a new account until "Set up your brewery" is done or passed by'),
}) satisfies z.ZodType<CurrentUser>;

/** `POST /api/users/login`: an access token (PRODUCT.md). */
export const loginResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
}) satisfies z.ZodType<LoginResponse>;

/** `PUT /api/users/{id}/password`: the confirmation and a new token (older ones are refused). */
export const passwordUpdateResponse = loginResponse.extend({ message: z.string() });

/** An exported catalogue item or recipe: the same object its own GET answers. */
const exportedRecord = z.record(z.string(), z.unknown());

/** `GET /api/users/me/export`: everything the user owns (shape documented in docs/account-export.md). */
export const accountExportResponse = z.object({
  format: z.literal('wortsmith-account-export'),
  version: z.literal(1),
  exportedAt: z.string(),
  profile: z.object({
    user_id: z.string(),
    name: z.string(),
    email: z.string(),
    brewery: z.string().nullable(),
    createdAt: z.string(),
    signIn: z.object({ password: z.boolean(), google: z.boolean() }),
  }),
  preferences: z.object({ weightUnit: z.enum(WEIGHT_UNITS), ...preferenceAnswers }),
  catalogue: z.object({
    equipments: z.array(exportedRecord),
    fermentables: z.array(exportedRecord),
    hops: z.array(exportedRecord),
    miscs: z.array(exportedRecord),
    yeasts: z.array(exportedRecord),
    waters: z.array(exportedRecord),
  }),
  recipes: z.array(exportedRecord),
  batches: z.array(exportedRecord),
  /** The brewer's devices (never their secret URLs) and alerts (issue 35); older exports have none. */
  devices: z.array(exportedRecord).optional(),
  alerts: z.array(exportedRecord).optional(),
  /** The brewer's stock as `GET /api/inventory` lists it, and its history (issue 33); older exports have none. */
  stock: z.array(exportedRecord).optional(),
  stockHistory: z.array(exportedRecord).optional(),
  /** Each recipe's versions, newest first, each whole, and its share link and library entry (issue 36). */
  recipeVersions: z
    .array(
      z.object({
        recipeId: z.string(),
        versions: z.array(versionEntry.extend({ recipe: exportedRecord })),
      }),
    )
    .optional(),
  sharing: z
    .array(
      z.object({
        recipeId: z.string(),
        link: z.object({ shownAs: z.string(), expiresAt: z.string().nullable() }).nullable(),
        publication: z
          .object({ shownAs: z.string(), publishedAt: z.string(), copyCount: z.number().int() })
          .nullable(),
      }),
    )
    .optional(),
  /** The recipes and each kind's items as BeerJSON 1.0 documents, for other brewing tools. */
  beerjson: z.object({
    recipes: exportedRecord,
    equipments: exportedRecord,
    fermentables: exportedRecord,
    hops: exportedRecord,
    miscs: exportedRecord,
    yeasts: exportedRecord,
    waters: exportedRecord,
  }),
});

export type AccountExport = z.infer<typeof accountExportResponse>;

/** What an account import counts: each catalogue kind, recipes and batches. */
export const ACCOUNT_IMPORT_KINDS = [...CATALOGUE_KINDS, 'recipes', 'batches'] as const;
export type AccountImportKind = (typeof ACCOUNT_IMPORT_KINDS)[number];
const importKinds = Object.fromEntries(ACCOUNT_IMPORT_KINDS.map((kind) => [kind, z.number()])) as Record<
  AccountImportKind,
  z.ZodNumber
>;
/** `POST /api/users/me/import`: what the import adds (a preview: would add) and finds already there. */
export const accountImportResponse = z.object({
  added: z
    .object({ ...importKinds, readings: z.number() })
    .describe('What the import adds (a preview: would add)'),
  skipped: z
    .object(importKinds)
    .describe('What the account has already, from an earlier import or as its own copy'),
  preferences: z.boolean().describe('The preferences of the file are applied'),
});
