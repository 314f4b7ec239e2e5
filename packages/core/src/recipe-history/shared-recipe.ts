// What a recipe shows to those it is shared with (issue 36), by link or in the instance's library.
//
// A shared recipe shows what a brewer needs to brew it: its name, style, type, description, notes, creation
// date, the equipment's figures, every ingredient, the mash schedule, the water and its treatment and the
// fermentation plan. It leaves out the recipe's `author` text (the author is shown by the name they chose,
// below), the ids of the owner's catalogue items (equipment, waters, the ingredients' items) and everything
// that is not the recipe: the owner's e-mail, other recipes, batches, stock and history.
import { z } from 'zod';
import type { RecipeContent } from './recipe-content';

/** How the author of a published or shared recipe is named: their name, their brewery, or not at all. */
export const SHOWN_AS = ['name', 'brewery', 'anonymous'] as const;
export type ShownAs = (typeof SHOWN_AS)[number];

export const SHOWN_AS_LABELS: Readonly<Record<ShownAs, string>> = {
  name: 'My name',
  brewery: 'My brewery',
  anonymous: 'Anonymous',
};

/** The name shown for an anonymous author, and for a brewery chosen while the account names none. */
export const ANONYMOUS_BREWER = 'Anonymous brewer';

/** The author's name as `shownAs` chooses it. */
export function shownName(author: { name: string; brewery: string | null }, shownAs: ShownAs): string {
  if (shownAs === 'name') return author.name;
  if (shownAs === 'brewery' && author.brewery?.trim()) return author.brewery.trim();
  return ANONYMOUS_BREWER;
}

/** Where a copy came from: a share link or the library. */
export const COPIED_VIA = ['link', 'library'] as const;

/** Where a brewer's copy of a shared or published recipe came from: its credit on the recipe screen. */
export interface CopiedFrom {
  /** The recipe's name when it was copied. */
  name: string;
  /** Its author as they chose to be shown. */
  by: string;
  via: (typeof COPIED_VIA)[number];
  /** ISO date and time of the copy. */
  at: string;
}

/** A recipe as a share shows it: its content without the author text and the owner's item ids. */
export type SharedRecipeContent = Omit<RecipeContent, 'author'>;

/** The content of a recipe as it may be shown to anyone it is shared with. */
export function sharedContent(content: RecipeContent): SharedRecipeContent {
  const { author: _author, ...shown } = content;
  const withoutItem = <T extends { itemId?: unknown }>(items: readonly T[]): T[] =>
    items.map(({ itemId: _itemId, ...item }) => item as T);
  return {
    ...shown,
    recipeEquipment: { ...shown.recipeEquipment, id: null },
    recipeFermentables: withoutItem(shown.recipeFermentables),
    recipeHops: withoutItem(shown.recipeHops),
    recipeMisc: withoutItem(shown.recipeMisc),
    recipeYeasts: withoutItem(shown.recipeYeasts),
    water: shown.water ? { ...shown.water, sourceWaterId: null, targetWaterId: null } : null,
  };
}

export const SHARE_MESSAGES = {
  /** A revoked, expired or unknown link: one answer, so a guess learns nothing. */
  linkGone: 'This link does not work: it has been revoked or has expired.',
  expiresAt: 'The expiry must be a date and time in the future.',
  notPublished: 'Recipe not found in the library.',
  ownLibraryCopy: 'This recipe is already yours.',
} as const;

/** `POST /api/recipes/{id}/share`: when the link stops working (never when left out) and the name shown. */
export const shareBodySchema = z.object({
  expiresAt: z.iso
    .datetime({ offset: true, error: SHARE_MESSAGES.expiresAt })
    .nullish()
    .refine((value) => !value || Date.parse(value) > Date.now(), SHARE_MESSAGES.expiresAt),
  shownAs: z.enum(SHOWN_AS, { error: 'Shown as must be name, brewery or anonymous.' }).default('name'),
});
export type ShareBody = z.output<typeof shareBodySchema>;

/** `PUT /api/recipes/{id}/publication`. */
export const publicationBodySchema = z.object({
  published: z.boolean({ error: 'Published must be true or false.' }),
  shownAs: z.enum(SHOWN_AS, { error: 'Shown as must be name, brewery or anonymous.' }).default('name'),
});
export type PublicationBody = z.output<typeof publicationBodySchema>;

/** The library's orders: newest published first, or most copied first. */
export const LIBRARY_SORTS = ['newest', 'copied'] as const;
export type LibrarySort = (typeof LIBRARY_SORTS)[number];
export const LIBRARY_PAGE_SIZE = 24;
