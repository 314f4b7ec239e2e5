CREATE TABLE "equipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"official_id" uuid,
	"name" varchar(100) NOT NULL,
	"description" varchar(1000),
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"efficiency" double precision NOT NULL,
	"batch_volume" double precision NOT NULL,
	"batch_time" double precision NOT NULL,
	"boil_time" double precision NOT NULL,
	"boil_temperature" double precision NOT NULL,
	"boil_off" double precision NOT NULL,
	"trub_loss" double precision NOT NULL,
	"dead_space" double precision NOT NULL,
	CONSTRAINT "equipments_name_check" CHECK (length(trim("equipments"."name")) > 0),
	CONSTRAINT "equipments_efficiency_check" CHECK ("equipments"."efficiency" is null or ("equipments"."efficiency" >= 0 and "equipments"."efficiency" <= 1100)),
	CONSTRAINT "equipments_boil_temperature_check" CHECK ("equipments"."boil_temperature" is null or ("equipments"."boil_temperature" >= 0 and "equipments"."boil_temperature" <= 100)),
	CONSTRAINT "equipments_non_negative_check" CHECK ("equipments"."batch_volume" >= 0 and "equipments"."batch_time" >= 0 and "equipments"."boil_time" >= 0 and "equipments"."boil_off" >= 0 and "equipments"."trub_loss" >= 0 and "equipments"."dead_space" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fermentables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"official_id" uuid,
	"name" varchar(100) NOT NULL,
	"description" varchar(1000),
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"supplier" varchar(100),
	"type" varchar(20) NOT NULL,
	"ebc" double precision,
	"potential_extract" double precision,
	CONSTRAINT "fermentables_name_check" CHECK (length(trim("fermentables"."name")) > 0),
	CONSTRAINT "fermentables_type_check" CHECK ("fermentables"."type" in ('Base', 'Specialty', 'Adjunct')),
	CONSTRAINT "fermentables_ebc_check" CHECK ("fermentables"."ebc" is null or ("fermentables"."ebc" >= 0 and "fermentables"."ebc" <= 1000)),
	CONSTRAINT "fermentables_potential_extract_check" CHECK ("fermentables"."potential_extract" is null or ("fermentables"."potential_extract" >= 0 and "fermentables"."potential_extract" <= 100))
);
--> statement-breakpoint
CREATE TABLE "hops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"official_id" uuid,
	"name" varchar(100) NOT NULL,
	"description" varchar(1000),
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"supplier" varchar(100) NOT NULL,
	"country_of_origin" varchar(100),
	"type" varchar(20),
	"use_type" varchar(20) NOT NULL,
	"alpha_acid_content" double precision,
	"beta_acid_content" double precision,
	CONSTRAINT "hops_name_check" CHECK (length(trim("hops"."name")) > 0),
	CONSTRAINT "hops_type_check" CHECK ("hops"."type" is null or "hops"."type" in ('Pellet', 'Whole', 'Cryo', 'CO2 Extract')),
	CONSTRAINT "hops_use_type_check" CHECK ("hops"."use_type" in ('Aroma', 'Bittering', 'Dual-purpose')),
	CONSTRAINT "hops_alpha_check" CHECK ("hops"."alpha_acid_content" is null or ("hops"."alpha_acid_content" >= 0 and "hops"."alpha_acid_content" <= 100)),
	CONSTRAINT "hops_beta_check" CHECK ("hops"."beta_acid_content" is null or ("hops"."beta_acid_content" >= 0 and "hops"."beta_acid_content" <= 100))
);
--> statement-breakpoint
CREATE TABLE "miscs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"official_id" uuid,
	"name" varchar(100) NOT NULL,
	"description" varchar(1000),
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"supplier" varchar(100),
	"country_of_origin" varchar(100),
	"type" varchar(20) NOT NULL,
	"use_type" varchar(100),
	CONSTRAINT "miscs_name_check" CHECK (length(trim("miscs"."name")) > 0),
	CONSTRAINT "miscs_type_check" CHECK ("miscs"."type" in ('Flavor', 'Fining', 'Herb', 'Spice', 'Water Agent', 'Other'))
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" varchar(200) NOT NULL,
	"author" varchar(200),
	"style" varchar(100) NOT NULL,
	"type" varchar(20) NOT NULL,
	"description" text,
	"notes" text,
	"creation_date" date DEFAULT now() NOT NULL,
	"volume_liters" double precision NOT NULL,
	"batch_time" double precision NOT NULL,
	"recipe_equipment" jsonb NOT NULL,
	"recipe_fermentables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recipe_hops" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recipe_misc" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recipe_yeasts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipes_name_check" CHECK (length(trim("recipes"."name")) > 0),
	CONSTRAINT "recipes_type_check" CHECK ("recipes"."type" in ('All Grain', 'Extract', 'Partial Mash')),
	CONSTRAINT "recipes_volume_check" CHECK ("recipes"."volume_liters" >= 0 and "recipes"."batch_time" >= 0),
	CONSTRAINT "recipes_version_check" CHECK ("recipes"."version" >= 1),
	CONSTRAINT "recipes_equipment_check" CHECK (jsonb_typeof("recipes"."recipe_equipment") = 'object'),
	CONSTRAINT "recipes_ingredients_check" CHECK (jsonb_typeof("recipes"."recipe_fermentables") = 'array' and jsonb_typeof("recipes"."recipe_hops") = 'array' and jsonb_typeof("recipes"."recipe_misc") = 'array' and jsonb_typeof("recipes"."recipe_yeasts") = 'array')
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_tokens_purpose_check" CHECK ("user_tokens"."purpose" in ('activation', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(254) NOT NULL,
	"name" varchar(100) NOT NULL,
	"brewery" varchar(100),
	"password_hash" text,
	"weight_unit" varchar(2) DEFAULT 'g' NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"google_subject" varchar(255),
	"tokens_valid_after" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_weight_unit_check" CHECK ("users"."weight_unit" in ('g', 'oz')),
	CONSTRAINT "users_email_check" CHECK (position('@' in "users"."email") > 1)
);
--> statement-breakpoint
CREATE TABLE "yeasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"official_id" uuid,
	"name" varchar(100) NOT NULL,
	"description" varchar(1000),
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"manufacturer" varchar(100),
	"flavor_profile" varchar(200),
	"type" varchar(20) NOT NULL,
	"form" varchar(20) NOT NULL,
	"flocculation" varchar(20),
	"attenuation" double precision,
	"temperature_range" varchar(100),
	"alcohol_tolerance" varchar(100),
	CONSTRAINT "yeasts_name_check" CHECK (length(trim("yeasts"."name")) > 0),
	CONSTRAINT "yeasts_type_check" CHECK ("yeasts"."type" in ('Ale', 'Lager', 'Hybrid', 'Champagne', 'Wheat', 'Wine', 'Other')),
	CONSTRAINT "yeasts_form_check" CHECK ("yeasts"."form" in ('Dry', 'Liquid', 'Culture', 'Slant')),
	CONSTRAINT "yeasts_flocculation_check" CHECK ("yeasts"."flocculation" is null or "yeasts"."flocculation" in ('Low', 'Medium', 'Medium - High', 'High', 'Very High')),
	CONSTRAINT "yeasts_attenuation_check" CHECK ("yeasts"."attenuation" is null or ("yeasts"."attenuation" >= 0 and "yeasts"."attenuation" <= 100))
);
--> statement-breakpoint
ALTER TABLE "equipments" ADD CONSTRAINT "equipments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fermentables" ADD CONSTRAINT "fermentables_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hops" ADD CONSTRAINT "hops_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "miscs" ADD CONSTRAINT "miscs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yeasts" ADD CONSTRAINT "yeasts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "equipments_user_name_idx" ON "equipments" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "equipments_user_official_idx" ON "equipments" USING btree ("user_id","official_id");--> statement-breakpoint
CREATE INDEX "equipments_name_trgm_idx" ON "equipments" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fermentables_user_name_idx" ON "fermentables" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "fermentables_user_official_idx" ON "fermentables" USING btree ("user_id","official_id");--> statement-breakpoint
CREATE INDEX "fermentables_name_trgm_idx" ON "fermentables" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hops_user_name_idx" ON "hops" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "hops_user_official_idx" ON "hops" USING btree ("user_id","official_id");--> statement-breakpoint
CREATE INDEX "hops_name_trgm_idx" ON "hops" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "miscs_user_name_idx" ON "miscs" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "miscs_user_official_idx" ON "miscs" USING btree ("user_id","official_id");--> statement-breakpoint
CREATE INDEX "miscs_name_trgm_idx" ON "miscs" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recipes_user_name_idx" ON "recipes" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "recipes_name_trgm_idx" ON "recipes" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "user_tokens_hash_idx" ON "user_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "user_tokens_user_idx" ON "user_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_subject_idx" ON "users" USING btree ("google_subject");--> statement-breakpoint
CREATE INDEX "yeasts_user_name_idx" ON "yeasts" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "yeasts_user_official_idx" ON "yeasts" USING btree ("user_id","official_id");--> statement-breakpoint
CREATE INDEX "yeasts_name_trgm_idx" ON "yeasts" USING gin (lower("name") gin_trgm_ops);