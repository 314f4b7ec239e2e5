DROP INDEX "equipments_name_trgm_idx";--> statement-breakpoint
DROP INDEX "fermentables_name_trgm_idx";--> statement-breakpoint
DROP INDEX "hops_name_trgm_idx";--> statement-breakpoint
DROP INDEX "miscs_name_trgm_idx";--> statement-breakpoint
DROP INDEX "recipes_name_trgm_idx";--> statement-breakpoint
DROP INDEX "yeasts_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "equipments_name_trgm_idx" ON "equipments" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "fermentables_name_trgm_idx" ON "fermentables" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "hops_name_trgm_idx" ON "hops" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "miscs_name_trgm_idx" ON "miscs" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "recipes_name_trgm_idx" ON "recipes" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "yeasts_name_trgm_idx" ON "yeasts" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=false);