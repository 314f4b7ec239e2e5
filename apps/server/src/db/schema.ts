// The one database schema (PostgreSQL dialect, shared by PGlite and a real server): users, their
// single-use tokens, revoked access tokens, the five catalogue tables, recipes and batches. Integrity
// lives here as constraints.
//
// Recipes keep their equipment copy and ingredient lists in jsonb columns rather than four ingredient
// tables: a recipe is always read and written whole (list, details, save), ingredients are private copies
// that nothing else references, so one row per recipe means one index lookup per read and one statement
// per save, with no joins, no diffing of child rows and nothing to keep in step. Checks keep the columns
// arrays/objects; the shape of each element is enforced by the core schema on every write.
import {
  ALERT_KINDS,
  CATALOGUE_DESCRIPTIONS,
  type CatalogueFields,
  type CatalogueKind,
  COLOR_METHODS,
  COLOR_UNITS,
  DEFAULT_PREFERENCES,
  DEVICE_TYPES,
  GRAIN_UNITS,
  GRAVITY_METHODS,
  GRAVITY_UNITS,
  IBU_METHODS,
  RECIPE_TYPES,
  type Recipe,
  type RecipeChange,
  type RecipeContent,
  SHOWN_AS,
  type ShownAs,
  STOCK_CHANGE_REASONS,
  STOCK_KINDS,
  STOCK_UNITS,
  TEMPERATURE_UNITS,
  VERSION_ORIGINS,
  type VersionOrigin,
  VOLUME_UNITS,
  WCF_RANGE,
  WEIGHT_UNITS,
} from '@wortsmith/core';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  type PgColumnBuilderBase,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** Text compared byte by byte (collation "C"), the same in every database whatever its locale. */
const byteOrderedText = customType<{ data: string }>({ dataType: () => 'text collate "C"' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
};

/** A row id: a uuid the database generates. */
const primaryId = () => uuid('id').primaryKey().defaultRandom();

/** The user a row belongs to; it goes when the account goes. */
const ownerId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** `column in ('A', 'B')`, listing a core option list; `nullable` also allows null. */
function inList(column: unknown, options: readonly string[], nullable = false) {
  const list = sql.raw(options.map((option) => `'${option.replaceAll("'", "''")}'`).join(', '));
  return nullable ? sql`${column} is null or ${column} in (${list})` : sql`${column} in (${list})`;
}

const between = (column: unknown, min: number, max: number) =>
  sql`${column} is null or (${column} >= ${sql.raw(String(min))} and ${column} <= ${sql.raw(String(max))})`;

/** Small facts about the database itself, e.g. the fingerprint of the official catalogue last seeded. */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

/** Accounts. The official catalogue's owner is a system row that has no password and cannot log in. */
export const users = pgTable(
  'users',
  {
    id: primaryId(),
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    brewery: varchar('brewery', { length: 100 }),
    passwordHash: text('password_hash'),
    weightUnit: varchar('weight_unit', { length: 2 }).notNull().default('g'),
    // A brewer's display preferences (issue 14); the defaults show what the specification shows.
    volumeUnit: varchar('volume_unit', { length: 3 }).notNull().default(DEFAULT_PREFERENCES.volumeUnit),
    temperatureUnit: varchar('temperature_unit', { length: 1 })
      .notNull()
      .default(DEFAULT_PREFERENCES.temperatureUnit),
    colorUnit: varchar('color_unit', { length: 3 }).notNull().default(DEFAULT_PREFERENCES.colorUnit),
    gravityUnit: varchar('gravity_unit', { length: 5 }).notNull().default(DEFAULT_PREFERENCES.gravityUnit),
    grainUnit: varchar('grain_unit', { length: 4 }).notNull().default(DEFAULT_PREFERENCES.grainUnit),
    /** The currency costs are shown in (issue 33; display only). */
    currency: varchar('currency', { length: 3 }).notNull().default(DEFAULT_PREFERENCES.currency),
    colorMethod: varchar('color_method', { length: 5 }).notNull().default(DEFAULT_PREFERENCES.colorMethod),
    ibuMethod: varchar('ibu_method', { length: 6 }).notNull().default(DEFAULT_PREFERENCES.ibuMethod),
    gravityMethod: varchar('gravity_method', { length: 7 })
      .notNull()
      .default(DEFAULT_PREFERENCES.gravityMethod),
    wortCorrectionFactor: doublePrecision('wort_correction_factor')
      .notNull()
      .default(DEFAULT_PREFERENCES.wortCorrectionFactor),
    /** Applied to a new recipe; the user's own or an official profile (checked on write), gone with it. */
    defaultEquipmentId: uuid('default_equipment_id').references((): AnyPgColumn => equipments.id, {
      onDelete: 'set null',
    }),
    /**
     * When the brewer went through "Set up your brewery" (units, methods, default equipment) or passed
     * it by; null for a new account, which is offered it once (issue 30). Accounts made before it: set.
     */
    setUpAt: timestamp('set_up_at', { withTimezone: true, precision: 3 }),
    active: boolean('active').notNull().default(false),
    isSystem: boolean('is_system').notNull().default(false),
    googleSubject: varchar('google_subject', { length: 255 }),
    /**
     * Access tokens issued before this instant are refused (set on password change, from the app's
     * clock, the one token times come from). The epoch until then: no token is refused.
     */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true, precision: 3 })
      .notNull()
      .default(sql`'epoch'`),
    /**
     * Whether the password was proven to belong to the address's owner (activation or reset link).
     * False after a registration with activation off: linking a Google identity then drops the password.
     * Accounts from before this column are taken as proven.
     */
    emailVerified: boolean('email_verified').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_subject_idx').on(t.googleSubject),
    // Deleting an equipment clears it as a default: found by this, not a scan of every user.
    index('users_default_equipment_idx')
      .on(t.defaultEquipmentId)
      .where(sql`${t.defaultEquipmentId} is not null`),
    check('users_weight_unit_check', inList(t.weightUnit, WEIGHT_UNITS)),
    check('users_volume_unit_check', inList(t.volumeUnit, VOLUME_UNITS)),
    check('users_temperature_unit_check', inList(t.temperatureUnit, TEMPERATURE_UNITS)),
    check('users_color_unit_check', inList(t.colorUnit, COLOR_UNITS)),
    check('users_gravity_unit_check', inList(t.gravityUnit, GRAVITY_UNITS)),
    check('users_grain_unit_check', inList(t.grainUnit, GRAIN_UNITS)),
    check('users_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('users_color_method_check', inList(t.colorMethod, COLOR_METHODS)),
    check('users_ibu_method_check', inList(t.ibuMethod, IBU_METHODS)),
    check('users_gravity_method_check', inList(t.gravityMethod, GRAVITY_METHODS)),
    check(
      'users_wort_correction_factor_check',
      between(t.wortCorrectionFactor, WCF_RANGE.min, WCF_RANGE.max),
    ),
    check('users_email_check', sql`position('@' in ${t.email}) > 1`),
  ],
);

/** Single-use activation codes and password-reset tokens, stored as sha256 hashes. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: primaryId(),
    userId: ownerId(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_tokens_hash_idx').on(t.tokenHash),
    index('user_tokens_user_idx').on(t.userId),
    check('user_tokens_purpose_check', sql`${t.purpose} in ('activation', 'reset')`),
  ],
);

/**
 * Access tokens ended before their expiry (logout), by token id (`jti`), kept until the token would
 * have expired anyway; every process checks it on every request.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    tokenId: varchar('token_id', { length: 64 }).primaryKey(),
    userId: ownerId(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt), index('revoked_tokens_user_idx').on(t.userId)],
);

/** Columns every catalogue table shares: owner, optional official original, name. */
function catalogueColumns() {
  return {
    id: primaryId(),
    userId: ownerId(),
    officialId: uuid('official_id'),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 1000 }),
    ...timestamps,
    /** The item's JSON as lists send it, built by the database on every write (db/item-json.ts). */
    itemJson: text('item_json'),
    /**
     * The name lowercased, kept by the database (migration 0024): what lists are ordered by and searches
     * match, read as it is instead of lowering each name a statement passes.
     */
    sortKey: byteOrderedText('sort_key').generatedAlwaysAs(sql`lower(name)`),
  };
}

type CatalogueColumnRefs = {
  id: ExtraConfigColumn;
  userId: ExtraConfigColumn;
  officialId: ExtraConfigColumn;
  name: ExtraConfigColumn;
  sortKey: ExtraConfigColumn;
};

/**
 * Trigram indexes take each new name at once instead of through GIN's pending list: PGlite has no
 * autovacuum to merge that list, and every search scans it linearly (25 ms at 100,000 fresh rows).
 */
const TRIGRAM_INDEX = { fastupdate: false };

/**
 * Indexes every catalogue table shares:
 * - the owner's items in list order (the lowercased name, `sort_key`, then id), so a page of a list is a
 *   range of this index and a broad search filters its keys without reading the table
 *   (routes/catalogue/visibility.ts);
 * - one copy per official item;
 * - search: trigrams for terms of three characters or more, and the name's one- and two-character pieces
 *   (`name_grams`, migrations 0022 and 0023) for shorter ones, which trigrams cannot serve. The pieces
 *   live in the index only: kept in each row they doubled its size.
 */
function catalogueIndexes(kind: string, t: CatalogueColumnRefs) {
  return [
    index(`${kind}_user_sort_idx`).on(t.userId, t.sortKey, t.id),
    uniqueIndex(`${kind}_user_official_idx`).on(t.userId, t.officialId),
    index(`${kind}_name_trgm_idx`).using('gin', sql`${t.sortKey} gin_trgm_ops`).with(TRIGRAM_INDEX),
    index(`${kind}_name_pieces_idx`).using('gin', sql`name_grams(${t.sortKey})`).with(TRIGRAM_INDEX),
    check(`${kind}_name_check`, sql`length(trim(${t.name})) > 0`),
  ];
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The columns of a kind's described fields (name and description are shared): texts as varchar of the
 * form's limit but at least 100 characters (the database is the safety net, the form the rule), options
 * as varchar(20), numbers as double precision; not null unless the field may be empty.
 */
function describedColumns(fields: CatalogueFields) {
  const columns: Record<string, PgColumnBuilderBase> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (name === 'name' || name === 'description') continue;
    const column =
      field.type === 'number'
        ? doublePrecision(snakeCase(name))
        : varchar(snakeCase(name), { length: field.type === 'option' ? 20 : Math.max(field.max, 100) });
    columns[name] = field.nullable ? column : column.notNull();
  }
  return columns;
}

/** Check names kept from the first migration where they do not follow `<kind>_<column>_check`. */
const CHECK_NAMES: Record<string, string> = {
  'hops.alphaAcidContent': 'hops_alpha_check',
  'hops.betaAcidContent': 'hops_beta_check',
};

/**
 * The checks of a kind's described fields: every option list, every range, and one check for the
 * fields with only a lower bound (`<kind>_non_negative_check`).
 */
function describedChecks(kind: CatalogueKind, fields: CatalogueFields, t: Record<string, unknown>) {
  const checks = [];
  const lowerBounds = [];
  for (const [name, field] of Object.entries(fields)) {
    const checkName = CHECK_NAMES[`${kind}.${name}`] ?? `${kind}_${snakeCase(name)}_check`;
    if (field.type === 'option') {
      checks.push(check(checkName, inList(t[name], field.options, field.nullable)));
    } else if (field.type === 'number' && field.min !== undefined && field.max !== undefined) {
      checks.push(check(checkName, between(t[name], field.min, field.max)));
    } else if (field.type === 'number' && field.min !== undefined) {
      lowerBounds.push(sql`${t[name]} >= ${sql.raw(String(field.min))}`);
    }
  }
  if (lowerBounds.length > 0) {
    checks.push(check(`${kind}_non_negative_check`, sql.join(lowerBounds, sql.raw(' and '))));
  }
  return checks;
}

/** A catalogue kind's table: the shared columns and indexes plus its described fields and checks. */
function catalogueTable<K extends CatalogueKind>(kind: K) {
  const { fields } = CATALOGUE_DESCRIPTIONS[kind];
  return pgTable(kind, { ...catalogueColumns(), ...describedColumns(fields) }, (t) => [
    ...catalogueIndexes(kind, t),
    ...describedChecks(kind, fields, t),
  ]);
}

export const equipments = catalogueTable('equipments');
export const fermentables = catalogueTable('fermentables');
export const hops = catalogueTable('hops');
export const miscs = catalogueTable('miscs');
export const yeasts = catalogueTable('yeasts');
export const waters = catalogueTable('waters');

/** The columns every catalogue table shares, as generic code sees them. */
export type CatalogueTable = (typeof catalogueTables)[CatalogueKind];

/** Every catalogue table by API kind. */
export const catalogueTables = { equipments, fermentables, hops, miscs, yeasts, waters } as const;

/** A user's recipes; equipment copy and ingredients in jsonb (see the module comment). */
export const recipes = pgTable(
  'recipes',
  {
    id: primaryId(),
    userId: ownerId(),
    name: varchar('name', { length: 200 }).notNull(),
    author: varchar('author', { length: 200 }),
    style: varchar('style', { length: 100 }).notNull(),
    type: varchar('type', { length: 20 }).$type<Recipe['type']>().notNull(),
    description: text('description'),
    notes: text('notes'),
    creationDate: date('creation_date', { mode: 'string' }).notNull().defaultNow(),
    volumeLiters: doublePrecision('volume_liters').notNull(),
    batchTime: doublePrecision('batch_time').notNull(),
    recipeEquipment: jsonb('recipe_equipment').$type<Recipe['recipeEquipment']>().notNull(),
    recipeFermentables: jsonb('recipe_fermentables')
      .$type<Recipe['recipeFermentables']>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    recipeHops: jsonb('recipe_hops').$type<Recipe['recipeHops']>().notNull().default(sql`'[]'::jsonb`),
    recipeMisc: jsonb('recipe_misc').$type<Recipe['recipeMisc']>().notNull().default(sql`'[]'::jsonb`),
    recipeYeasts: jsonb('recipe_yeasts').$type<Recipe['recipeYeasts']>().notNull().default(sql`'[]'::jsonb`),
    mashSteps: jsonb('mash_steps').$type<Recipe['mashSteps']>().notNull().default(sql`'[]'::jsonb`),
    fermentationSteps: jsonb('fermentation_steps')
      .$type<Recipe['fermentationSteps']>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The recipe's water and its treatment (core's RecipeWater); null when the brewer gave none. */
    water: jsonb('water').$type<Recipe['water']>(),
    /** Where a copy of a shared or published recipe came from (issue 36), null for the brewer's own. */
    copiedFrom: jsonb('copied_from').$type<Recipe['copiedFrom']>(),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    // The owner's recipes in list order (name case-insensitively, then id): a page is a range of it.
    index('recipes_user_sort_idx').on(t.userId, sql`lower(${t.name})`, t.id),
    index('recipes_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`).with(TRIGRAM_INDEX),
    check('recipes_name_check', sql`length(trim(${t.name})) > 0`),
    check('recipes_type_check', inList(t.type, RECIPE_TYPES)),
    check('recipes_volume_check', sql`${t.volumeLiters} >= 0 and ${t.batchTime} >= 0`),
    check('recipes_version_check', sql`${t.version} >= 1`),
    check('recipes_equipment_check', sql`jsonb_typeof(${t.recipeEquipment}) = 'object'`),
    check('recipes_mash_steps_check', sql`jsonb_typeof(${t.mashSteps}) = 'array'`),
    check('recipes_fermentation_steps_check', sql`jsonb_typeof(${t.fermentationSteps}) = 'array'`),
    check('recipes_water_check', sql`${t.water} is null or jsonb_typeof(${t.water}) = 'object'`),
    check(
      'recipes_ingredients_check',
      sql`jsonb_typeof(${t.recipeFermentables}) = 'array' and jsonb_typeof(${t.recipeHops}) = 'array' and jsonb_typeof(${t.recipeMisc}) = 'array' and jsonb_typeof(${t.recipeYeasts}) = 'array'`,
    ),
  ],
);

/**
 * A user's batches: a recipe as brewed (its own snapshot in jsonb, so deleting the recipe leaves the
 * batch), a per-user number, what was measured, and the hash of its device link token when one is on.
 */
export const batches = pgTable(
  'batches',
  {
    id: primaryId(),
    userId: ownerId(),
    recipeId: uuid('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    number: integer('number').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    brewDate: date('brew_date', { mode: 'string' }),
    recipe: jsonb('recipe').notNull(),
    mashPh: doublePrecision('mash_ph'),
    preBoilGravity: doublePrecision('pre_boil_gravity'),
    preBoilVolume: doublePrecision('pre_boil_volume'),
    measuredOg: doublePrecision('measured_og'),
    postBoilVolume: doublePrecision('post_boil_volume'),
    fermenterVolume: doublePrecision('fermenter_volume'),
    packagingDate: date('packaging_date', { mode: 'string' }),
    measuredFg: doublePrecision('measured_fg'),
    carbonation: doublePrecision('carbonation'),
    packagingMethod: varchar('packaging_method', { length: 100 }),
    // How it is packaged and pitched (issue 32), as the core's schemas check them.
    packaging: jsonb('packaging'),
    pitch: jsonb('pitch'),
    notes: text('notes'),
    deviceTokenHash: varchar('device_token_hash', { length: 64 }),
    version: integer('version').notNull().default(1),
    ...timestamps,
    // Brew mode's state (issue 34; core brew-session.ts: steps, timers, the step in view), null until
    // first saved, with a version and time of its own: ticking a step on a phone never makes the batch
    // form's save stale, nor the form's save the phone's (the batch's `version` is the form's alone).
    brewSession: jsonb('brew_session'),
    brewVersion: integer('brew_version').notNull().default(0),
    brewUpdatedAt: timestamp('brew_updated_at', { withTimezone: true, precision: 3 }),
    // The batch's alert settings (issue 35; core fermentation-alerts.ts), null while its alerts are off.
    alertSettings: jsonb('alert_settings'),
    // What the batch took from stock (issue 33; core StockTake), null until taken and again once put back.
    // Taking sets it only where it is null, in the transaction that takes: a batch takes once.
    stockTaken: jsonb('stock_taken'),
    // The version of its recipe the batch was brewed from (issue 36: "brewed from v7"), null for batches
    // made before versions were kept.
    recipeVersion: integer('recipe_version'),
  },
  (t) => [
    uniqueIndex('batches_user_number_idx').on(t.userId, t.number),
    // Deleting a recipe sets its batches' recipe_id to null: found by this, not a scan of every batch.
    index('batches_recipe_idx').on(t.recipeId).where(sql`${t.recipeId} is not null`),
    uniqueIndex('batches_device_token_idx').on(t.deviceTokenHash),
    index('batches_user_name_idx').on(t.userId, sql`lower(${t.name})`),
    check('batches_name_check', sql`length(trim(${t.name})) > 0`),
    check(
      'batches_status_check',
      sql`${t.status} in ('Planning', 'Brewing', 'Fermenting', 'Conditioning', 'Completed', 'Archived')`,
    ),
    check('batches_number_check', sql`${t.number} >= 1`),
    check('batches_version_check', sql`${t.version} >= 1`),
    check('batches_recipe_check', sql`jsonb_typeof(${t.recipe}) = 'object'`),
    check(
      'batches_brew_session_check',
      sql`${t.brewSession} is null or jsonb_typeof(${t.brewSession}) = 'object'`,
    ),
    check('batches_brew_version_check', sql`${t.brewVersion} >= 0`),
    check(
      'batches_stock_taken_check',
      sql`${t.stockTaken} is null or jsonb_typeof(${t.stockTaken}) = 'object'`,
    ),
    check(
      'batches_alert_settings_check',
      sql`${t.alertSettings} is null or jsonb_typeof(${t.alertSettings}) = 'object'`,
    ),
  ],
);

/**
 * A brewer's fermentation device (issue 35): one secret URL (its token, stored hashed) for all its
 * batches, assigned to one batch at a time; a batch has at most one device.
 */
export const devices = pgTable(
  'devices',
  {
    id: primaryId(),
    userId: ownerId(),
    name: varchar('name', { length: 100 }).notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    batchId: uuid('batch_id').references(() => batches.id, { onDelete: 'set null' }),
    /** When the device last posted a reading, and the extras (battery, signal…) it last sent. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, precision: 3 }),
    lastExtras: jsonb('last_extras'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('devices_token_idx').on(t.tokenHash),
    uniqueIndex('devices_batch_idx').on(t.batchId),
    index('devices_user_idx').on(t.userId),
    check('devices_name_check', sql`length(trim(${t.name})) > 0`),
    check('devices_type_check', inList(t.type, DEVICE_TYPES)),
  ],
);

/** Fermentation readings of a batch (SG and °C), entered by hand or sent by a device. */
export const batchReadings = pgTable(
  'batch_readings',
  {
    id: primaryId(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    time: timestamp('time', { withTimezone: true, precision: 3 }).notNull(),
    gravity: doublePrecision('gravity'),
    temperature: doublePrecision('temperature'),
    note: varchar('note', { length: 500 }),
    /** A refractometer reading the gravity was corrected from (issue 32). */
    brix: doublePrecision('brix'),
    /** What the device sent beyond gravity and temperature (pressure, pH, bubbles, battery, signal). */
    extras: jsonb('extras'),
    /** The brewer's device that sent it (issue 35), null when typed in or sent to a batch's own link. */
    deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('batch_readings_batch_time_idx').on(t.batchId, t.time),
    // A device's deletion sets its readings' device_id to null: this finds them without a scan.
    index('batch_readings_device_idx').on(t.deviceId).where(sql`${t.deviceId} is not null`),
    check('batch_readings_extras_check', sql`${t.extras} is null or jsonb_typeof(${t.extras}) = 'object'`),
    check('batch_readings_brix_check', between(t.brix, 0, 40)),
    check('batch_readings_gravity_check', between(t.gravity, 0.95, 1.2)),
    check('batch_readings_temperature_check', between(t.temperature, -20, 110)),
  ],
);

/**
 * Readings of a device assigned to no batch, kept UNASSIGNED_READING_DAYS for the brewer to attach to
 * a batch (which moves them into batch_readings).
 */
export const unassignedReadings = pgTable(
  'unassigned_readings',
  {
    id: primaryId(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    time: timestamp('time', { withTimezone: true, precision: 3 }).notNull(),
    gravity: doublePrecision('gravity'),
    temperature: doublePrecision('temperature'),
    note: varchar('note', { length: 500 }),
    extras: jsonb('extras'),
  },
  (t) => [
    index('unassigned_readings_device_time_idx').on(t.deviceId, t.time),
    check('unassigned_readings_gravity_check', between(t.gravity, 0.95, 1.2)),
    check('unassigned_readings_temperature_check', between(t.temperature, -20, 110)),
    check(
      'unassigned_readings_extras_check',
      sql`${t.extras} is null or jsonb_typeof(${t.extras}) = 'object'`,
    ),
  ],
);

/** What a watched batch told its brewer (issue 35): shown in the app until read, e-mailed if asked. */
export const alerts = pgTable(
  'alerts',
  {
    id: primaryId(),
    userId: ownerId(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    message: varchar('message', { length: 500 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    index('alerts_user_created_idx').on(t.userId, t.createdAt),
    check('alerts_kind_check', inList(t.kind, ALERT_KINDS)),
  ],
);

/**
 * Each watched condition's last state per batch (core fermentation-alerts.ts): an alert is made only
 * by the update that turns `active` on, so it fires once per start, whichever process evaluates.
 */
export const alertConditions = pgTable(
  'alert_conditions',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 40 }).notNull(),
    active: boolean('active').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.key] })],
);

/**
 * A brewer's stock of one item (issue 33; core stock/): a catalogue item by its identity (the official
 * item's id for official items and the brewer's copies of them, so stock never makes a copy), or a water
 * salt or acid by its name. Lots in jsonb: a line is always read and written whole, as a recipe's
 * ingredients are. `amount` is the lots' sum, kept as a column for lists and checks.
 */
export const stockLines = pgTable(
  'stock_lines',
  {
    id: primaryId(),
    userId: ownerId(),
    kind: varchar('kind', { length: 20 }).notNull(),
    itemId: varchar('item_id', { length: 100 }).notNull(),
    /** The item's name and supplier when last stocked: shown if the item has since gone from the catalogue. */
    name: varchar('name', { length: 100 }).notNull(),
    supplier: varchar('supplier', { length: 100 }),
    unit: varchar('unit', { length: 5 }).notNull(),
    amount: doublePrecision('amount').notNull(),
    lots: jsonb('lots').notNull().default(sql`'[]'::jsonb`),
    reorderAt: doublePrecision('reorder_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('stock_lines_user_item_idx').on(t.userId, t.kind, t.itemId),
    check('stock_lines_kind_check', inList(t.kind, STOCK_KINDS)),
    check('stock_lines_unit_check', inList(t.unit, STOCK_UNITS)),
    check('stock_lines_amount_check', sql`${t.amount} >= 0 and ${t.amount} <= 1000000`),
    check('stock_lines_reorder_at_check', sql`${t.reorderAt} is null or ${t.reorderAt} >= 0`),
    check('stock_lines_lots_check', sql`jsonb_typeof(${t.lots}) = 'array'`),
  ],
);

/** Every change of a stock line, newest last: the Inventory's history of an item. */
export const stockChanges = pgTable(
  'stock_changes',
  {
    id: primaryId(),
    userId: ownerId(),
    kind: varchar('kind', { length: 20 }).notNull(),
    itemId: varchar('item_id', { length: 100 }).notNull(),
    change: doublePrecision('change').notNull(),
    amountAfter: doublePrecision('amount_after').notNull(),
    unit: varchar('unit', { length: 5 }).notNull(),
    reason: varchar('reason', { length: 20 }).notNull(),
    note: varchar('note', { length: 200 }),
    batchId: uuid('batch_id').references(() => batches.id, { onDelete: 'set null' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('stock_changes_user_item_idx').on(t.userId, t.kind, t.itemId, t.createdAt),
    // A batch's deletion sets its changes' batch_id to null: this finds them without a scan.
    index('stock_changes_batch_idx').on(t.batchId).where(sql`${t.batchId} is not null`),
    check('stock_changes_reason_check', inList(t.reason, STOCK_CHANGE_REASONS)),
  ],
);

/**
 * What an account import (POST /api/users/me/import) added, by the record it came from: the key is a
 * SHA-256 of the exporting account's id, the kind and the record's id there, so importing the same file
 * again adds nothing, while nothing of the other instance's identities is kept.
 */
export const importedRecords = pgTable(
  'imported_records',
  {
    userId: ownerId(),
    sourceKey: varchar('source_key', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    localId: uuid('local_id').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.sourceKey] })],
);

/**
 * Every save of a recipe (issue 36), numbered as the recipe's `version` was after it. A version keeps either
 * the whole content (`snapshot`) or the jsondiffpatch delta from the version before it (`delta`): the first
 * version kept is a snapshot, and so is a version whose chain of deltas since the last snapshot would
 * outgrow twice that snapshot (routes/recipe-versions/history.ts), so storage grows with the changes and
 * reading any version applies a bounded chain. Rows are only ever added: a restore is a new version.
 */
export const recipeVersions = pgTable(
  'recipe_versions',
  {
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').$type<RecipeContent>(),
    delta: jsonb('delta'),
    /** The chain's size since the last snapshot, this delta included (characters of JSON). */
    chainSize: integer('chain_size').notNull(),
    /** What changed from the version before (core RecipeChange), empty for the first. */
    changes: jsonb('changes').$type<RecipeChange[]>().notNull(),
    /** How the version came to be: an edit, created, imported, copied, restored, or kept from before versions were (earlier). */
    origin: varchar('origin', { length: 10 }).$type<VersionOrigin>().notNull().default('edit'),
    /** The version a restore brought back. */
    restoredFrom: integer('restored_from'),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.recipeId, t.version] }),
    check('recipe_versions_origin_check', inList(t.origin, VERSION_ORIGINS)),
    check('recipe_versions_content_check', sql`(${t.snapshot} is null) <> (${t.delta} is null)`),
    check('recipe_versions_version_check', sql`${t.version} >= 1`),
  ],
);

/** A recipe's share link (issue 36): one per recipe, its token kept only as a SHA-256 hash. */
export const recipeShares = pgTable(
  'recipe_shares',
  {
    recipeId: uuid('recipe_id')
      .primaryKey()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    shownAs: varchar('shown_as', { length: 10 }).$type<ShownAs>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('recipe_shares_token_idx').on(t.tokenHash),
    check('recipe_shares_shown_as_check', inList(t.shownAs, SHOWN_AS)),
  ],
);

/**
 * A recipe published to the instance's library (issue 36). Name, style, type and figures are copied from
 * the recipe on every save, so the library's pages are read from this table and its indexes alone.
 */
export const recipePublications = pgTable(
  'recipe_publications',
  {
    recipeId: uuid('recipe_id')
      .primaryKey()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    shownAs: varchar('shown_as', { length: 10 }).$type<ShownAs>().notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    style: varchar('style', { length: 100 }).notNull(),
    type: varchar('type', { length: 20 }).$type<Recipe['type']>().notNull(),
    /** OG, FG, ABV, EBC and IBU by SPEC §9, for the list. */
    figures: jsonb('figures').$type<Record<'og' | 'fg' | 'abv' | 'ebc' | 'ibu', number>>().notNull(),
    copyCount: integer('copy_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    // Ascending, read backwards by the library's "newest" and "most copied" orders (descending, which
    // PostgreSQL sorts nulls first, as a backward scan of an ascending index gives them).
    index('recipe_publications_newest_idx').on(t.publishedAt, t.recipeId),
    // Deleting an account removes its entries: found by this (club bench: 5.4 s to 72 ms with the other two).
    index('recipe_publications_user_idx').on(t.userId),
    index('recipe_publications_copied_idx').on(t.copyCount, t.publishedAt, t.recipeId),
    index('recipe_publications_style_idx').on(t.style, t.publishedAt, t.recipeId),
    index('recipe_publications_name_trgm_idx')
      .using('gin', sql`lower(${t.name}) gin_trgm_ops`)
      .with(TRIGRAM_INDEX),
    index('recipe_publications_style_trgm_idx')
      .using('gin', sql`lower(${t.style}) gin_trgm_ops`)
      .with(TRIGRAM_INDEX),
    check('recipe_publications_shown_as_check', inList(t.shownAs, SHOWN_AS)),
    check('recipe_publications_copy_count_check', sql`${t.copyCount} >= 0`),
  ],
);
