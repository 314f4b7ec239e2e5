// The account export: one JSON document with everything a user owns (profile, preferences, own
// catalogue items of the five kinds, recipes, batches with their readings, devices, alerts, the stock and
// its history, and the recipes and catalogue again as BeerJSON for other brewing tools), read in one
// transaction so it is a consistent snapshot. Its shape is documented in docs/account-export.md.
import {
  ACCOUNT_MESSAGES,
  CATALOGUE_KINDS,
  type CatalogueDraft,
  type CatalogueKind,
  exportCatalogueItems,
  exportRecipes,
} from '@wortsmith/core';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { presentAlert } from '../alerts/presenter';
import { listAlerts } from '../alerts/repository';
import { presentBatch, presentReading } from '../batches/presenter';
import { listReadings } from '../batches/readings-repository';
import { listBatches } from '../batches/repository';
import { KINDS } from '../catalogue/kinds';
import { presentItem } from '../catalogue/presenter';
import { type CatalogueRow, selection } from '../catalogue/repository';
import { presentDevice } from '../devices/presenter';
import { listDevices } from '../devices/repository';
import { presentStockChange } from '../inventory/presenter';
import { listAllStockHistory } from '../inventory/repository';
import { listStock } from '../inventory/service';
import { listSharing } from '../recipe-sharing/repository';
import { readAllVersions } from '../recipe-versions/history';
import { presentVersion, presentVersionEntry, userQuantities } from '../recipe-versions/presenter';
import { presentRecipe } from '../recipes/presenter';
import { listRecipes } from '../recipes/repository';
import { presentPreferences, presentUser } from './presenter';
import type { AccountExport } from './schema';

/** Everything `userId` owns, as the export document. */
export async function buildAccountExport(ctx: AppContext, userId: string): Promise<AccountExport> {
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw new HttpError(404, ACCOUNT_MESSAGES.accountGone);
    const catalogue = {} as AccountExport['catalogue'];
    for (const kind of CATALOGUE_KINDS) {
      const descriptor = KINDS[kind];
      const t = descriptor.table;
      const rows = (await tx
        .select(selection(descriptor))
        .from(t)
        .where(eq(t.userId, userId))) as CatalogueRow[];
      catalogue[kind] = rows.map((row) => presentItem(descriptor, row));
    }
    const recipeRows = await listRecipes(tx, userId);
    const recipes = recipeRows.map((row) => presentRecipe(row));
    // A batch as its GET answers it: brew mode's state (brew_session, the day's ticks and timers) is
    // working state of the brew day, not the batch's record, and stays out of the file.
    const batches = [];
    for (const row of await listBatches(tx, userId)) {
      const readings = (await listReadings(tx, row.id)).map(presentReading);
      batches.push({ ...presentBatch(row), readings } as Record<string, unknown>);
    }
    // Devices as listed (never their secret URLs: a new one is made on the instance they move to) and
    // the alerts with their batch.
    const devices = (await listDevices(tx, userId)).map((row) => ({ ...presentDevice(row) }));
    const alerts = (await listAlerts(tx, userId, null)).map((row) => ({ ...presentAlert(row) }));
    // The stock as the Inventory lists it, and every change of it with the item it changed (issue 33).
    const stock = (await listStock(tx, userId)).map((line) => ({ ...line }));
    const stockHistory = (await listAllStockHistory(tx, userId)).map((row) => ({
      kind: row.kind,
      itemId: row.itemId,
      ...presentStockChange(row),
    }));
    // Each recipe's history, newest first, every version whole (issue 36), and its link and library entry
    // (never the link's token: it is not kept).
    const q = userQuantities(user);
    const { links, publications } = await listSharing(tx, userId);
    const recipeHistory = [];
    const sharing = [];
    for (const recipe of recipeRows) {
      // Each version as GET /api/recipes/{id}/versions/{n} answers its recipe.
      const versions = (await readAllVersions(tx, recipe.id)).reverse().map(({ content, row }) => ({
        ...presentVersionEntry(row, recipe.version, q),
        recipe: { ...presentVersion(recipe, content, row.version, row.createdAt) },
      }));
      recipeHistory.push({ recipeId: recipe.id, versions });
      const link = links.get(recipe.id);
      const publication = publications.get(recipe.id);
      if (link || publication) {
        sharing.push({
          recipeId: recipe.id,
          link: link ? { shownAs: link.shownAs, expiresAt: link.expiresAt?.toISOString() ?? null } : null,
          publication: publication
            ? {
                shownAs: publication.shownAs,
                publishedAt: publication.publishedAt.toISOString(),
                copyCount: publication.copyCount,
              }
            : null,
        });
      }
    }
    const beerjson = { recipes: JSON.parse(exportRecipes(recipes, 'beerjson')) as unknown } as Record<
      'recipes' | CatalogueKind,
      unknown
    >;
    for (const kind of CATALOGUE_KINDS) {
      const items = catalogue[kind] as unknown as CatalogueDraft<typeof kind>[];
      beerjson[kind] = JSON.parse(exportCatalogueItems(kind, items, 'beerjson'));
    }
    const { user_id, name, email, brewery, weightUnit } = presentUser(user);
    const profile = { user_id, name, email, brewery };
    return {
      format: 'wortsmith-account-export',
      version: 1,
      exportedAt: new Date().toISOString(),
      profile: {
        ...profile,
        createdAt: user.createdAt.toISOString(),
        signIn: { password: user.passwordHash !== null, google: user.googleSubject !== null },
      },
      preferences: { weightUnit, ...presentPreferences(user) },
      catalogue,
      recipes: recipes.map((recipe) => ({ ...recipe })),
      batches,
      devices,
      alerts,
      stock,
      stockHistory,
      recipeVersions: recipeHistory,
      sharing,
      beerjson: beerjson as AccountExport['beerjson'],
    };
  });
}
