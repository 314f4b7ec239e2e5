// A recipe version as the history answers it: its number, time and what changed, worded in the reader's
// units (core's describeChanges), and a version's content as a whole recipe.
import {
  type BrewerQuantities,
  brewerQuantities,
  describeChanges,
  type Recipe,
  type RecipeContent,
} from '@wortsmith/core';
import { presentRecipe } from '../recipes/presenter';
import type { RecipeRow } from '../recipes/repository';
import type { UserRow } from '../users/repository';
import type { VersionOrigin } from './history';

/** The quantities of the user's units, for wording changes. */
export function userQuantities(user: UserRow): BrewerQuantities {
  return brewerQuantities({
    volume: user.volumeUnit,
    temperature: user.temperatureUnit,
    color: user.colorUnit,
    gravity: user.gravityUnit,
    weight: user.weightUnit,
    grain: user.grainUnit,
  } as Parameters<typeof brewerQuantities>[0]);
}

/** What a version says of itself: "Created", "Restored v2: Cascade 30 g → 40 g", the changes. */
export function versionSummary(
  version: { origin: string; restoredFrom: number | null; changes: Parameters<typeof describeChanges>[0] },
  q: BrewerQuantities,
): string {
  const changes = describeChanges(version.changes, q, '');
  const origin = version.origin as VersionOrigin;
  switch (origin) {
    case 'created':
      return 'Created';
    case 'imported':
      return 'Imported';
    case 'copied':
      return 'Copied';
    case 'earlier':
      return 'As saved before versions were kept';
    case 'restored':
      return `Restored v${version.restoredFrom}${changes ? `: ${changes}` : ''}`;
    default:
      return changes || 'Saved without changes';
  }
}

/** Version `version` of the recipe `row` as a whole recipe: its content, numbered and stamped as that version. */
export function presentVersion(
  row: RecipeRow,
  content: RecipeContent,
  version: number,
  savedAt: Date,
): Recipe {
  return presentRecipe({
    ...row,
    ...content,
    volumeLiters: content.recipeEquipment.batchVolume,
    batchTime: content.recipeEquipment.batchTime,
    version,
    updatedAt: savedAt,
  } as RecipeRow);
}
