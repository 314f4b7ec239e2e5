-- Issue 38: the name pieces of short searches are kept in their index only: kept in each row as well,
-- they doubled its size and pushed the catalogue tables out of the database's cache.
DROP INDEX "equipments_name_pieces_idx";--> statement-breakpoint
DROP INDEX "fermentables_name_pieces_idx";--> statement-breakpoint
DROP INDEX "hops_name_pieces_idx";--> statement-breakpoint
DROP INDEX "miscs_name_pieces_idx";--> statement-breakpoint
DROP INDEX "waters_name_pieces_idx";--> statement-breakpoint
DROP INDEX "yeasts_name_pieces_idx";--> statement-breakpoint
CREATE INDEX "equipments_name_pieces_idx" ON "equipments" USING gin (name_grams(lower("name"))) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "fermentables_name_pieces_idx" ON "fermentables" USING gin (name_grams(lower("name"))) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "hops_name_pieces_idx" ON "hops" USING gin (name_grams(lower("name"))) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "miscs_name_pieces_idx" ON "miscs" USING gin (name_grams(lower("name"))) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "waters_name_pieces_idx" ON "waters" USING gin (name_grams(lower("name"))) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "yeasts_name_pieces_idx" ON "yeasts" USING gin (name_grams(lower("name"))) WITH (fastupdate=false);--> statement-breakpoint
ALTER TABLE "equipments" DROP COLUMN "name_pieces";--> statement-breakpoint
ALTER TABLE "fermentables" DROP COLUMN "name_pieces";--> statement-breakpoint
ALTER TABLE "hops" DROP COLUMN "name_pieces";--> statement-breakpoint
ALTER TABLE "miscs" DROP COLUMN "name_pieces";--> statement-breakpoint
ALTER TABLE "waters" DROP COLUMN "name_pieces";--> statement-breakpoint
ALTER TABLE "yeasts" DROP COLUMN "name_pieces";