// A recipe version as the history answers it: its number, time and what changed, worded in the reader's
// units (core's describeChanges), and a version's content as a whole recipe.
import {
  type BrewerQuantities,
  brewerQuantities,
  describeChanges,
  type Recipe,
  type RecipeContent,
  type WeightUnit,
} from '@wortsmith/core';
import { presentRecipe } from '../recipes/presenter';
import type { RecipeRow } from '../recipes/repository';
import { presentPreferences } from '../users/presenter';
import type { UserRow } from '../users/repository';
import type { VersionRow } from './history';

/** The quantities of the user's units, for wording changes. */
export function userQuantities(user: UserRow): BrewerQuantities {
  const p = presentPreferences(user);
  return brewerQuantities({
    volume: p.volumeUnit,
    temperature: p.temperatureUnit,
    color: p.colorUnit,
    gravity: p.gravityUnit,
    weight: user.weightUnit as WeightUnit,
    grain: p.grainUnit,
  });
}

/** What a version says of itself: "Created", "Restored v2: Cascade 30 g → 40 g", the changes. */
export function versionSummary(
  version: Pick<VersionRow, 'origin' | 'restoredFrom' | 'changes'>,
  q: BrewerQuantities,
): string {
  const changes = describeChanges(version.changes, q, '');
  switch (version.origin) {
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

/** A version as the history lists it: its number, time, origin, summary and whether it is the recipe now. */
export function presentVersionEntry(
  version: Pick<VersionRow, 'version' | 'createdAt' | 'origin' | 'restoredFrom' | 'changes'>,
  current: number,
  q: BrewerQuantities,
) {
  return {
    version: version.version,
    createdAt: version.createdAt.toISOString(),
    origin: version.origin,
    restoredFrom: version.restoredFrom,
    summary: versionSummary(version, q),
    current: version.version === current,
  };
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
