CREATE TABLE "recipe_publications" (
	"recipe_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"shown_as" varchar(10) NOT NULL,
	"name" varchar(200) NOT NULL,
	"style" varchar(100) NOT NULL,
	"type" varchar(20) NOT NULL,
	"figures" jsonb NOT NULL,
	"copy_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipe_publications_shown_as_check" CHECK ("recipe_publications"."shown_as" in ('name', 'brewery', 'anonymous')),
	CONSTRAINT "recipe_publications_copy_count_check" CHECK ("recipe_publications"."copy_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recipe_shares" (
	"recipe_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"shown_as" varchar(10) NOT NULL,
	"expires_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipe_shares_shown_as_check" CHECK ("recipe_shares"."shown_as" in ('name', 'brewery', 'anonymous'))
);
--> statement-breakpoint
CREATE TABLE "recipe_versions" (
	"recipe_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb,
	"delta" jsonb,
	"chain_size" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"origin" varchar(10) DEFAULT 'edit' NOT NULL,
	"restored_from" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipe_versions_recipe_id_version_pk" PRIMARY KEY("recipe_id","version"),
	CONSTRAINT "recipe_versions_origin_check" CHECK ("recipe_versions"."origin" in ('edit', 'created', 'imported', 'copied', 'restored', 'earlier')),
	CONSTRAINT "recipe_versions_content_check" CHECK (("recipe_versions"."snapshot" is null) <> ("recipe_versions"."delta" is null)),
	CONSTRAINT "recipe_versions_version_check" CHECK ("recipe_versions"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "recipe_version" integer;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "copied_from" jsonb;--> statement-breakpoint
ALTER TABLE "recipe_publications" ADD CONSTRAINT "recipe_publications_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_publications" ADD CONSTRAINT "recipe_publications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_shares" ADD CONSTRAINT "recipe_shares_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_shares" ADD CONSTRAINT "recipe_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_versions" ADD CONSTRAINT "recipe_versions_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_publications_newest_idx" ON "recipe_publications" USING btree ("published_at","recipe_id");--> statement-breakpoint
CREATE INDEX "recipe_publications_copied_idx" ON "recipe_publications" USING btree ("copy_count","published_at","recipe_id");--> statement-breakpoint
CREATE INDEX "recipe_publications_style_idx" ON "recipe_publications" USING btree ("style","published_at","recipe_id");--> statement-breakpoint
CREATE INDEX "recipe_publications_name_trgm_idx" ON "recipe_publications" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "recipe_publications_style_trgm_idx" ON "recipe_publications" USING gin (lower("style") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_shares_token_idx" ON "recipe_shares" USING btree ("token_hash");--> statement-breakpoint
-- Every recipe saved before versions were kept starts its history as it stands, as one snapshot (issue 36).
INSERT INTO "recipe_versions" ("recipe_id", "version", "snapshot", "chain_size", "changes", "origin", "created_at")
SELECT "id", "version", jsonb_build_object(
  'name', "name", 'author', "author", 'style', "style", 'type', "type", 'description', "description",
  'notes', "notes", 'creationDate', "creation_date", 'recipeEquipment', "recipe_equipment",
  'recipeFermentables', "recipe_fermentables", 'recipeHops', "recipe_hops", 'recipeMisc', "recipe_misc",
  'recipeYeasts', "recipe_yeasts", 'mashSteps', "mash_steps", 'fermentationSteps', "fermentation_steps",
  'water', "water"), 0, '[]'::jsonb, 'earlier', "updated_at"
FROM "recipes";
