// The one database schema (PostgreSQL dialect, shared by PGlite and a real server): users, their
// single-use tokens, revoked access tokens, the five catalogue tables and recipes. Integrity lives here
// as constraints.
//
// Recipes keep their equipment copy and ingredient lists in jsonb columns rather than four ingredient
// tables: a recipe is always read and written whole (list, details, save), ingredients are private copies
// that nothing else references, so one row per recipe means one index lookup per read and one statement
// per save, with no joins, no diffing of child rows and nothing to keep in step. Checks keep the columns
// arrays/objects; the shape of each element is enforced by the core schema on every write.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
};

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
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    brewery: varchar('brewery', { length: 100 }),
    passwordHash: text('password_hash'),
    weightUnit: varchar('weight_unit', { length: 2 }).notNull().default('g'),
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
    check('users_weight_unit_check', sql`${t.weightUnit} in ('g', 'oz')`),
    check('users_email_check', sql`position('@' in ${t.email}) > 1`),
  ],
);

/** Single-use activation codes and password-reset tokens, stored as sha256 hashes. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt), index('revoked_tokens_user_idx').on(t.userId)],
);

/** Columns every catalogue table shares: owner, optional official original, name. */
function catalogueColumns() {
  return {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    officialId: uuid('official_id'),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 1000 }),
    ...timestamps,
  };
}

type CatalogueColumnRefs = {
  userId: ExtraConfigColumn;
  officialId: ExtraConfigColumn;
  name: ExtraConfigColumn;
};

/** Indexes every catalogue table shares: owner lookups, one copy per official item, trigram search. */
function catalogueIndexes(kind: string, t: CatalogueColumnRefs) {
  return [
    index(`${kind}_user_name_idx`).on(t.userId, sql`lower(${t.name})`),
    uniqueIndex(`${kind}_user_official_idx`).on(t.userId, t.officialId),
    index(`${kind}_name_trgm_idx`).using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    check(`${kind}_name_check`, sql`length(trim(${t.name})) > 0`),
  ];
}

const between = (column: unknown, min: number, max: number) =>
  sql`${column} is null or (${column} >= ${sql.raw(String(min))} and ${column} <= ${sql.raw(String(max))})`;

export const equipments = pgTable(
  'equipments',
  {
    ...catalogueColumns(),
    efficiency: doublePrecision('efficiency').notNull(),
    batchVolume: doublePrecision('batch_volume').notNull(),
    batchTime: doublePrecision('batch_time').notNull(),
    boilTime: doublePrecision('boil_time').notNull(),
    boilTemperature: doublePrecision('boil_temperature').notNull(),
    boilOff: doublePrecision('boil_off').notNull(),
    trubLoss: doublePrecision('trub_loss').notNull(),
    deadSpace: doublePrecision('dead_space').notNull(),
  },
  (t) => [
    ...catalogueIndexes('equipments', t),
    check('equipments_efficiency_check', between(t.efficiency, 0, 1100)),
    check('equipments_boil_temperature_check', between(t.boilTemperature, 0, 100)),
    check(
      'equipments_non_negative_check',
      sql`${t.batchVolume} >= 0 and ${t.batchTime} >= 0 and ${t.boilTime} >= 0 and ${t.boilOff} >= 0 and ${t.trubLoss} >= 0 and ${t.deadSpace} >= 0`,
    ),
  ],
);

export const fermentables = pgTable(
  'fermentables',
  {
    ...catalogueColumns(),
    supplier: varchar('supplier', { length: 100 }),
    type: varchar('type', { length: 20 }).notNull(),
    ebc: doublePrecision('ebc'),
    potentialExtract: doublePrecision('potential_extract'),
  },
  (t) => [
    ...catalogueIndexes('fermentables', t),
    check('fermentables_type_check', sql`${t.type} in ('Base', 'Specialty', 'Adjunct')`),
    check('fermentables_ebc_check', between(t.ebc, 0, 1000)),
    check('fermentables_potential_extract_check', between(t.potentialExtract, 0, 100)),
  ],
);

export const hops = pgTable(
  'hops',
  {
    ...catalogueColumns(),
    supplier: varchar('supplier', { length: 100 }).notNull(),
    countryOfOrigin: varchar('country_of_origin', { length: 100 }),
    type: varchar('type', { length: 20 }),
    useType: varchar('use_type', { length: 20 }).notNull(),
    alphaAcidContent: doublePrecision('alpha_acid_content'),
    betaAcidContent: doublePrecision('beta_acid_content'),
  },
  (t) => [
    ...catalogueIndexes('hops', t),
    check(
      'hops_type_check',
      sql`${t.type} is null or ${t.type} in ('Pellet', 'Whole', 'Cryo', 'CO2 Extract')`,
    ),
    check('hops_use_type_check', sql`${t.useType} in ('Aroma', 'Bittering', 'Dual-purpose')`),
    check('hops_alpha_check', between(t.alphaAcidContent, 0, 100)),
    check('hops_beta_check', between(t.betaAcidContent, 0, 100)),
  ],
);

export const miscs = pgTable(
  'miscs',
  {
    ...catalogueColumns(),
    supplier: varchar('supplier', { length: 100 }),
    countryOfOrigin: varchar('country_of_origin', { length: 100 }),
    type: varchar('type', { length: 20 }).notNull(),
    useType: varchar('use_type', { length: 100 }),
  },
  (t) => [
    ...catalogueIndexes('miscs', t),
    check(
      'miscs_type_check',
      sql`${t.type} in ('Flavor', 'Fining', 'Herb', 'Spice', 'Water Agent', 'Other')`,
    ),
  ],
);

export const yeasts = pgTable(
  'yeasts',
  {
    ...catalogueColumns(),
    manufacturer: varchar('manufacturer', { length: 100 }),
    flavorProfile: varchar('flavor_profile', { length: 200 }),
    type: varchar('type', { length: 20 }).notNull(),
    form: varchar('form', { length: 20 }).notNull(),
    flocculation: varchar('flocculation', { length: 20 }),
    attenuation: doublePrecision('attenuation'),
    temperatureRange: varchar('temperature_range', { length: 100 }),
    alcoholTolerance: varchar('alcohol_tolerance', { length: 100 }),
  },
  (t) => [
    ...catalogueIndexes('yeasts', t),
    check(
      'yeasts_type_check',
      sql`${t.type} in ('Ale', 'Lager', 'Hybrid', 'Champagne', 'Wheat', 'Wine', 'Other')`,
    ),
    check('yeasts_form_check', sql`${t.form} in ('Dry', 'Liquid', 'Culture', 'Slant')`),
    check(
      'yeasts_flocculation_check',
      sql`${t.flocculation} is null or ${t.flocculation} in ('Low', 'Medium', 'Medium - High', 'High', 'Very High')`,
    ),
    check('yeasts_attenuation_check', between(t.attenuation, 0, 100)),
  ],
);

/** A user's recipes; equipment copy and ingredients in jsonb (see the module comment). */
export const recipes = pgTable(
  'recipes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    author: varchar('author', { length: 200 }),
    style: varchar('style', { length: 100 }).notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    description: text('description'),
    notes: text('notes'),
    creationDate: date('creation_date', { mode: 'string' }).notNull().defaultNow(),
    volumeLiters: doublePrecision('volume_liters').notNull(),
    batchTime: doublePrecision('batch_time').notNull(),
    recipeEquipment: jsonb('recipe_equipment').notNull(),
    recipeFermentables: jsonb('recipe_fermentables').notNull().default(sql`'[]'::jsonb`),
    recipeHops: jsonb('recipe_hops').notNull().default(sql`'[]'::jsonb`),
    recipeMisc: jsonb('recipe_misc').notNull().default(sql`'[]'::jsonb`),
    recipeYeasts: jsonb('recipe_yeasts').notNull().default(sql`'[]'::jsonb`),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('recipes_user_name_idx').on(t.userId, sql`lower(${t.name})`),
    index('recipes_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    check('recipes_name_check', sql`length(trim(${t.name})) > 0`),
    check('recipes_type_check', sql`${t.type} in ('All Grain', 'Extract', 'Partial Mash')`),
    check('recipes_volume_check', sql`${t.volumeLiters} >= 0 and ${t.batchTime} >= 0`),
    check('recipes_version_check', sql`${t.version} >= 1`),
    check('recipes_equipment_check', sql`jsonb_typeof(${t.recipeEquipment}) = 'object'`),
    check(
      'recipes_ingredients_check',
      sql`jsonb_typeof(${t.recipeFermentables}) = 'array' and jsonb_typeof(${t.recipeHops}) = 'array' and jsonb_typeof(${t.recipeMisc}) = 'array' and jsonb_typeof(${t.recipeYeasts}) = 'array'`,
    ),
  ],
);
