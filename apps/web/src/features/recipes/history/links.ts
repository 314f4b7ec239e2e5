// Where the history's screens are: a version's page and the comparison of two recipes or versions.

/** A side of a comparison: the recipe's current version, or version `n`. */
export const compareSide = (recipeId: string, n?: number) =>
  n === undefined ? recipeId : `${recipeId}@${n}`;

/** The page of version `n` of a recipe. */
export const versionPath = (recipeId: string, n: number) =>
  `/Recipes/${encodeURIComponent(recipeId)}/versions/${n}`;

/** A side in the comparison's URL, its `@` kept readable. */
const sideParam = (side: string) => encodeURIComponent(side).replace('%40', '@');

/** The comparison of sides `a` and `b` (see compareSide); with neither, the screen to choose them. */
export const comparePath = (a = '', b = '') =>
  a || b ? `/Compare?a=${sideParam(a)}&b=${sideParam(b)}` : '/Compare';
