-- Issue 38: each catalogue row keeps its lowercased name (sort_key, compared as "C"), what lists are
-- ordered by and searches match: statements read it instead of lowering every name they pass (a third of
-- a short search's time), and the owner's index holds the key and the id only.
DROP INDEX "equipments_user_sort_idx";--> statement-breakpoint
DROP INDEX "equipments_name_trgm_idx";--> statement-breakpoint
DROP INDEX "equipments_name_pieces_idx";--> statement-breakpoint
DROP INDEX "fermentables_user_sort_idx";--> statement-breakpoint
DROP INDEX "fermentables_name_trgm_idx";--> statement-breakpoint
DROP INDEX "fermentables_name_pieces_idx";--> statement-breakpoint
DROP INDEX "hops_user_sort_idx";--> statement-breakpoint
DROP INDEX "hops_name_trgm_idx";--> statement-breakpoint
DROP INDEX "hops_name_pieces_idx";--> statement-breakpoint
DROP INDEX "miscs_user_sort_idx";--> statement-breakpoint
DROP INDEX "miscs_name_trgm_idx";--> statement-breakpoint
DROP INDEX "miscs_name_pieces_idx";--> statement-breakpoint
DROP INDEX "waters_user_sort_idx";--> statement-breakpoint
DROP INDEX "waters_name_trgm_idx";--> statement-breakpoint
DROP INDEX "waters_name_pieces_idx";--> statement-breakpoint
DROP INDEX "yeasts_user_sort_idx";--> statement-breakpoint
DROP INDEX "yeasts_name_trgm_idx";--> statement-breakpoint
DROP INDEX "yeasts_name_pieces_idx";--> statement-breakpoint
ALTER TABLE "equipments" ADD COLUMN "sort_key" text collate "C" GENERATED ALWAYS AS (lower(name)) STORED;--> statement-breakpoint
ALTER TABLE "fermentables" ADD COLUMN "sort_key" text collate "C" GENERATED ALWAYS AS (lower(name)) STORED;--> statement-breakpoint
ALTER TABLE "hops" ADD COLUMN "sort_key" text collate "C" GENERATED ALWAYS AS (lower(name)) STORED;--> statement-breakpoint
ALTER TABLE "miscs" ADD COLUMN "sort_key" text collate "C" GENERATED ALWAYS AS (lower(name)) STORED;--> statement-breakpoint
ALTER TABLE "waters" ADD COLUMN "sort_key" text collate "C" GENERATED ALWAYS AS (lower(name)) STORED;--> statement-breakpoint
ALTER TABLE "yeasts" ADD COLUMN "sort_key" text collate "C" GENERATED ALWAYS AS (lower(name)) STORED;--> statement-breakpoint
CREATE INDEX "equipments_user_sort_idx" ON "equipments" USING btree ("user_id","sort_key","id");--> statement-breakpoint
CREATE INDEX "equipments_name_trgm_idx" ON "equipments" USING gin ("sort_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "equipments_name_pieces_idx" ON "equipments" USING gin (name_grams("sort_key")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "fermentables_user_sort_idx" ON "fermentables" USING btree ("user_id","sort_key","id");--> statement-breakpoint
CREATE INDEX "fermentables_name_trgm_idx" ON "fermentables" USING gin ("sort_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "fermentables_name_pieces_idx" ON "fermentables" USING gin (name_grams("sort_key")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "hops_user_sort_idx" ON "hops" USING btree ("user_id","sort_key","id");--> statement-breakpoint
CREATE INDEX "hops_name_trgm_idx" ON "hops" USING gin ("sort_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "hops_name_pieces_idx" ON "hops" USING gin (name_grams("sort_key")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "miscs_user_sort_idx" ON "miscs" USING btree ("user_id","sort_key","id");--> statement-breakpoint
CREATE INDEX "miscs_name_trgm_idx" ON "miscs" USING gin ("sort_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "miscs_name_pieces_idx" ON "miscs" USING gin (name_grams("sort_key")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "waters_user_sort_idx" ON "waters" USING btree ("user_id","sort_key","id");--> statement-breakpoint
CREATE INDEX "waters_name_trgm_idx" ON "waters" USING gin ("sort_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "waters_name_pieces_idx" ON "waters" USING gin (name_grams("sort_key")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "yeasts_user_sort_idx" ON "yeasts" USING btree ("user_id","sort_key","id");--> statement-breakpoint
CREATE INDEX "yeasts_name_trgm_idx" ON "yeasts" USING gin ("sort_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "yeasts_name_pieces_idx" ON "yeasts" USING gin (name_grams("sort_key")) WITH (fastupdate=false);