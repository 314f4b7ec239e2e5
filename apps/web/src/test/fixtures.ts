// Test data shaped like the API's answers (SPEC §3), with overridable fields: what the stub API serves
// is checked against the server's response schemas (test/api-contract.ts), so these stay complete.
import {
  type Alert,
  type Batch,
  type BatchReading,
  type CurrentUser,
  compareRecipes,
  computeRecipeFigures,
  DEFAULT_PREFERENCES,
  type Device,
  type Equipment,
  type Fermentable,
  type Hop,
  type LoginResponse,
  localIsoDate,
  type Misc,
  NO_LOT_DETAILS,
  OFFICIAL_USER_ID,
  packagingPlan,
  pitchPlan,
  type Recipe,
  recipeContent,
  recipeFiguresAnswer,
  recipeWaterReport,
  type ShoppingListLine,
  type StockLine,
  type StockLot,
  type Yeast,
} from '@wortsmith/core';
import { emptyRecipeContents, NEW_RECIPE_EQUIPMENT } from '../features/recipes/editor/recipe-draft';
import type { ComparedSide, ComparisonAnswer, RecipeVersionEntry } from '../features/recipes/history/queries';
import type {
  LibraryEntry,
  LibraryRecipe,
  LinkedRecipe,
  RecipeSharing,
  SharedRecipe,
} from '../features/sharing/answers';

const stamps = { createdAt: '2025-08-01T10:00:00Z', updatedAt: '2025-08-01T10:00:00Z' };

/** An official fermentable (the system account owns it). */
export function buildFermentable(overrides: Partial<Fermentable> = {}): Fermentable {
  return {
    id: 'ferm-1',
    userId: OFFICIAL_USER_ID,
    officialId: null,
    name: 'Maris Otter',
    supplier: 'Crisp',
    description: 'English pale ale malt with a rich, biscuity flavour.',
    type: 'Base',
    ebc: 6,
    potentialExtract: 1.037,
    contribution: 'mashed',
    acidContent: null,
    ...stamps,
    ...overrides,
  };
}

/** A user's hop. */
export function buildHop(overrides: Partial<Hop> = {}): Hop {
  return {
    id: 'hop-1',
    userId: 'user-1',
    officialId: null,
    name: 'Citra',
    supplier: 'Yakima Chief',
    description: 'Tropical fruit and citrus.',
    countryOfOrigin: 'United States',
    type: 'Pellet',
    useType: 'Aroma',
    alphaAcidContent: 12,
    betaAcidContent: 4,
    ...stamps,
    ...overrides,
  };
}

/** A user's equipment profile. */
export function buildEquipment(overrides: Partial<Equipment> = {}): Equipment {
  return {
    id: 'eq-1',
    userId: 'user-1',
    officialId: null,
    name: 'Kettle 30 L',
    description: 'Electric kettle with a false bottom.',
    efficiency: 75,
    batchVolume: 20,
    batchTime: 0,
    boilTime: 60,
    boilTemperature: 100,
    boilOff: 3,
    trubLoss: 1,
    deadSpace: 0,
    grainAbsorption: null,
    mashThickness: null,
    spargeMethod: null,
    mashTunHeatCapacity: null,
    fermenterLoss: null,
    ...stamps,
    ...overrides,
  };
}

/** A user's misc. */
export function buildMisc(overrides: Partial<Misc> = {}): Misc {
  return {
    id: 'misc-1',
    userId: 'user-1',
    officialId: null,
    name: 'Irish Moss',
    supplier: 'BrewShop',
    description: 'Kettle fining.',
    countryOfOrigin: 'Ireland',
    type: 'Fining',
    useType: 'Boil',
    ...stamps,
    ...overrides,
  };
}

/** A user's yeast. */
export function buildYeast(overrides: Partial<Yeast> = {}): Yeast {
  return {
    id: 'yeast-1',
    userId: 'user-1',
    officialId: null,
    name: 'US-05',
    manufacturer: 'Fermentis',
    description: 'Clean American ale yeast.',
    flavorProfile: 'Clean',
    type: 'Ale',
    form: 'Dry',
    flocculation: 'Medium',
    attenuation: 81,
    temperatureRange: '18-28 °C',
    alcoholTolerance: '11%',
    ...stamps,
    ...overrides,
  };
}

/** A recipe as the list shows it (ingredients empty), its water report computed as the server does. */
export function buildRecipe(overrides: Partial<Recipe> = {}): Recipe {
  const recipe: Omit<Recipe, 'waterReport'> = {
    id: 'recipe-1',
    userId: 'user-1',
    name: 'Copper IPA',
    author: 'Ada Brewer',
    style: 'American IPA',
    type: 'All Grain',
    description: 'A copper-coloured IPA.',
    creationDate: '2025-08-01',
    notes: null,
    volumeLiters: 20,
    batchTime: 60,
    recipeEquipment: { ...NEW_RECIPE_EQUIPMENT },
    ...emptyRecipeContents(),
    copiedFrom: null,
    version: 1,
    ...stamps,
    ...overrides,
  };
  return { ...recipe, waterReport: overrides.waterReport ?? recipeWaterReport(recipe) };
}

/** One version in a recipe's history as `GET /api/recipes/{id}/versions` lists it: the first, not current. */
export function buildVersionEntry(overrides: Partial<RecipeVersionEntry> = {}): RecipeVersionEntry {
  return {
    version: 1,
    createdAt: stamps.createdAt,
    origin: 'created',
    restoredFrom: null,
    summary: 'Created',
    current: false,
    ...overrides,
  };
}

/**
 * `GET /api/recipes/compare`'s answer for recipes `a` and `b` (each at its `version`, the current one
 * unless `current` says otherwise), worked out as the server does: core's comparison, SPEC §9's figures.
 */
export function buildComparison(
  a: Recipe,
  b: Recipe,
  current: { a?: boolean; b?: boolean } = {},
): ComparisonAnswer {
  const side = (recipe: Recipe, isCurrent = true): ComparedSide => ({
    recipeId: recipe.id,
    version: recipe.version,
    current: isCurrent,
    label: `${recipe.name} v${recipe.version}${isCurrent ? ' (current)' : ''}`,
    recipe,
    figures: recipeFiguresAnswer(recipe, DEFAULT_PREFERENCES).preferred,
  });
  return {
    a: side(a, current.a),
    b: side(b, current.b),
    comparison: compareRecipes(recipeContent(a), recipeContent(b), a.id === b.id),
  };
}

/** A batch's recipe snapshot: `buildRecipe(overrides)` without its id, owner, stamps and water report. */
export function buildSnapshot(overrides: Partial<Recipe> = {}): Batch['recipe'] {
  const {
    id: _id,
    userId: _userId,
    createdAt: _c,
    updatedAt: _u,
    waterReport: _report,
    copiedFrom: _credit,
    ...recipe
  } = buildRecipe(overrides);
  return recipe;
}

/**
 * A batch as the API answers it: brewed from `buildRecipe()` (its snapshot without id and stamps), its
 * packaging and pitch plans worked out as the server does.
 */
export function buildBatch(overrides: Partial<Batch> = {}): Batch {
  const recipe = buildSnapshot();
  return withPlans({
    id: 'batch-1',
    number: 1,
    name: 'Copper IPA',
    status: 'Planning',
    brewDate: null,
    recipeId: 'recipe-1',
    recipeVersion: 1,
    recipe,
    mashPh: null,
    preBoilGravity: null,
    preBoilVolume: null,
    measuredOg: null,
    postBoilVolume: null,
    fermenterVolume: null,
    packagingDate: null,
    measuredFg: null,
    carbonation: null,
    packagingMethod: null,
    packaging: null,
    pitch: null,
    alertSettings: null,
    notes: null,
    measuredAbv: null,
    packagingPlan: null,
    pitchPlan: null,
    apparentAttenuation: null,
    brewhouseEfficiency: null,
    deviceLinked: false,
    stockTaken: null,
    version: 1,
    ...stamps,
    ...overrides,
    waterReport: overrides.waterReport ?? recipeWaterReport(overrides.recipe ?? recipe),
  });
}

/** `batch` with the packaging and pitch plans the server answers for its values (today's date). */
export function withPlans(batch: Batch): Batch {
  return { ...batch, packagingPlan: packagingPlan(batch), pitchPlan: pitchPlan(batch, localIsoDate()) };
}

/** A fermentation reading as the API answers it (SG and °C). */
export function buildReading(overrides: Partial<BatchReading> = {}): BatchReading {
  return {
    id: 'reading-1',
    time: '2026-11-21T18:00:00.000Z',
    gravity: 1.03,
    temperature: 19.5,
    note: null,
    brix: null,
    extras: null,
    ...overrides,
  };
}

/** The signed-in user as `GET /api/users/me` and `PUT /api/users/{id}` answer it (TEST_SESSION's). */
export function buildCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    user_id: 'user-1',
    name: 'Ada Brewer',
    email: 'ada@example.com',
    brewery: 'Copper Kettle',
    weightUnit: 'g',
    ...DEFAULT_PREFERENCES,
    setUp: true,
    ...overrides,
  };
}

/** A successful login's answer carrying `token`. */
export function buildLoginAnswer(token: string): LoginResponse {
  return { access_token: token, token_type: 'Bearer', expires_in: 3600 };
}

/** A device as `GET /api/devices` answers it: an iSpindel on no batch, never heard from. */
export function buildDevice(overrides: Partial<Device> = {}): Device {
  return {
    id: 'device-1',
    name: 'iSpindel 1',
    type: 'ispindel',
    batch: null,
    lastSeenAt: null,
    lastExtras: null,
    waitingReadings: 0,
    createdAt: stamps.createdAt,
    ...overrides,
  };
}

/** An unread alert as `GET /api/alerts` lists it. */
export function buildAlert(overrides: Partial<Alert> = {}): Alert {
  return {
    id: 'alert-1',
    kind: 'finished',
    message: 'Copper IPA has held 1.012 for 48 hours: fermentation looks finished.',
    batch: { id: 'batch-1', number: 1, name: 'Copper IPA' },
    createdAt: stamps.createdAt,
    read: false,
    ...overrides,
  };
}

/** A lot of stock: an amount with no details unless given. */
export function buildStockLot(overrides: Partial<StockLot> = {}): StockLot {
  return { ...NO_LOT_DETAILS, id: 'lot-1', amount: 1000, ...overrides };
}

/** A stock line as `GET /api/inventory` answers it: 1 kg of the official Maris Otter in one lot. */
export function buildStockLine(overrides: Partial<StockLine> = {}): StockLine {
  const amount = overrides.amount ?? 1000;
  return {
    kind: 'fermentables',
    itemId: 'ferm-1',
    name: 'Maris Otter',
    supplier: 'Crisp',
    amount,
    unit: 'g',
    lots: amount > 0 ? [buildStockLot({ amount })] : [],
    reorderAt: null,
    updatedAt: stamps.updatedAt,
    ...overrides,
  };
}

/** A shopping list line: 5 kg of Maris Otter needed, 1 kg in stock. */
export function buildShoppingLine(overrides: Partial<ShoppingListLine> = {}): ShoppingListLine {
  return {
    kind: 'fermentables',
    itemId: 'ferm-1',
    name: 'Maris Otter',
    unit: 'g',
    amount: 5000,
    needed: 5000,
    inStock: 1000,
    toBuy: 4000,
    ...overrides,
  };
}

/**
 * `recipe` as a link or the library shows it (the server's presentShared): without its id, owner, author
 * text, version, creation stamp and credit, its figures by SPEC §9, credited to `shownName`.
 */
export function sharedView(recipe: Recipe, shownName = 'Ada Brewer'): SharedRecipe {
  const {
    id: _id,
    userId: _userId,
    author: _author,
    version: _version,
    createdAt: _createdAt,
    copiedFrom: _copiedFrom,
    ...shown
  } = recipe;
  const { og, fg, abv, ebc, ibu, buGu } = computeRecipeFigures(recipe);
  return { ...shown, shownName, figures: { og, fg, abv, ebc, ibu, buGu } };
}

/** `GET /api/shared/{token}`: `buildRecipe(overrides)` as a link shows it, a link that never expires. */
export function buildLinkedRecipe(
  overrides: Partial<Recipe> = {},
  expiresAt: string | null = null,
): LinkedRecipe {
  return { ...sharedView(buildRecipe(overrides)), expiresAt };
}

/** `GET /api/library/{id}`: `buildRecipe(overrides)` as the library shows it, someone else's. */
export function buildLibraryRecipe(
  overrides: Partial<Recipe> = {},
  extra: Partial<Pick<LibraryRecipe, 'copyCount' | 'publishedAt' | 'mine' | 'shownName'>> = {},
): LibraryRecipe {
  const recipe = buildRecipe(overrides);
  return {
    ...sharedView(recipe),
    id: recipe.id,
    copyCount: 0,
    publishedAt: stamps.createdAt,
    mine: false,
    ...extra,
  };
}

/** One recipe of a `GET /api/library` page: someone else's, never copied. */
export function buildLibraryEntry(overrides: Partial<LibraryEntry> = {}): LibraryEntry {
  return {
    id: 'recipe-1',
    name: 'Copper IPA',
    style: 'American IPA',
    type: 'All Grain',
    shownName: 'Ada Brewer',
    figures: { og: 1.061, fg: 1.013, abv: 6.24, ebc: 33, ibu: 38.16 },
    copyCount: 0,
    publishedAt: stamps.createdAt,
    mine: false,
    ...overrides,
  };
}

/** `GET /api/recipes/{id}/sharing` of a recipe with no link, not published. */
export function buildRecipeSharing(overrides: Partial<RecipeSharing> = {}): RecipeSharing {
  return {
    share: null,
    publication: { published: false, shownAs: 'name', publishedAt: null, copyCount: 0 },
    ...overrides,
  };
}
