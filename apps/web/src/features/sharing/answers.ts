// What the share link and library routes answer (issue 36), as the server's
// `routes/recipe-sharing/schema.ts` declares it; the web tests' stub contract checks every fixture
// against those schemas, so these cannot drift from them unnoticed.
import type { LibrarySort, RecipeFigures, RecipeType, ShownAs } from '@wortsmith/core';
import type { ViewedRecipe } from '../recipes/view/RecipeView';

/** A recipe's share link as its owner sees it: the token itself is never shown again. */
export interface ShareLink {
  shownAs: ShownAs;
  expiresAt: string | null;
  createdAt: string;
  expired: boolean;
}

/** Whether a recipe is in the club library, and by which name. */
export interface Publication {
  published: boolean;
  shownAs: ShownAs;
  publishedAt: string | null;
  copyCount: number;
}

/** `GET /api/recipes/{id}/sharing`. */
export interface RecipeSharing {
  share: ShareLink | null;
  publication: Publication;
}

/** `POST /api/recipes/{id}/share`: the new link, its URL shown this once. */
export interface CreatedShare {
  url: string;
  token: string;
  shownAs: ShownAs;
  expiresAt: string | null;
  createdAt: string;
}

/** A recipe as a link or the library shows it: no owner, author text or ids, its figures by SPEC §9. */
export interface SharedRecipe extends ViewedRecipe {
  shownName: string;
  figures: Pick<RecipeFigures, 'og' | 'fg' | 'abv' | 'ebc' | 'ibu' | 'buGu'>;
}

/** `GET /api/shared/{token}`. */
export interface LinkedRecipe extends SharedRecipe {
  expiresAt: string | null;
}

/** `GET /api/library/{id}`. */
export interface LibraryRecipe extends SharedRecipe {
  id: string;
  copyCount: number;
  publishedAt: string;
  mine: boolean;
}

/** One recipe of a library page. */
export interface LibraryEntry {
  id: string;
  name: string;
  style: string;
  type: RecipeType;
  shownName: string;
  figures: Pick<RecipeFigures, 'og' | 'fg' | 'abv' | 'ebc' | 'ibu'>;
  copyCount: number;
  publishedAt: string;
  mine: boolean;
}

/** `GET /api/library`: a page, and the cursor of the next one (null after the last). */
export interface LibraryPage {
  items: LibraryEntry[];
  nextCursor: string | null;
}

/** What the library is filtered and ordered by (`GET /api/library`'s query, the cursor aside). */
export interface LibraryFilters {
  searchTerm: string;
  style: string;
  type: RecipeType | '';
  sort: LibrarySort;
}
