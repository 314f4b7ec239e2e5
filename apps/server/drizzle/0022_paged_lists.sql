-- Issue 38: paged lists and searches. name_grams is a name's one- and two-character pieces, kept with each
-- catalogue row (name_pieces) for the search index of terms too short for trigrams; a loop, three times as
-- fast as a query.
CREATE FUNCTION name_grams(name text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  grams text[] := string_to_array(name, NULL);
BEGIN
  FOR i IN 1 .. length(name) - 1 LOOP
    grams := grams || substr(name, i, 2);
  END LOOP;
  RETURN grams;
END
$$;--> statement-breakpoint
DROP INDEX "equipments_user_name_idx";--> statement-breakpoint
DROP INDEX "fermentables_user_name_idx";--> statement-breakpoint
DROP INDEX "hops_user_name_idx";--> statement-breakpoint
DROP INDEX "miscs_user_name_idx";--> statement-breakpoint
DROP INDEX "recipes_user_name_idx";--> statement-breakpoint
DROP INDEX "waters_user_name_idx";--> statement-breakpoint
DROP INDEX "yeasts_user_name_idx";--> statement-breakpoint
ALTER TABLE "equipments" ADD COLUMN "name_pieces" text[] GENERATED ALWAYS AS (name_grams(lower(name))) STORED;--> statement-breakpoint
ALTER TABLE "fermentables" ADD COLUMN "name_pieces" text[] GENERATED ALWAYS AS (name_grams(lower(name))) STORED;--> statement-breakpoint
ALTER TABLE "hops" ADD COLUMN "name_pieces" text[] GENERATED ALWAYS AS (name_grams(lower(name))) STORED;--> statement-breakpoint
ALTER TABLE "miscs" ADD COLUMN "name_pieces" text[] GENERATED ALWAYS AS (name_grams(lower(name))) STORED;--> statement-breakpoint
ALTER TABLE "waters" ADD COLUMN "name_pieces" text[] GENERATED ALWAYS AS (name_grams(lower(name))) STORED;--> statement-breakpoint
ALTER TABLE "yeasts" ADD COLUMN "name_pieces" text[] GENERATED ALWAYS AS (name_grams(lower(name))) STORED;--> statement-breakpoint
CREATE INDEX "equipments_user_sort_idx" ON "equipments" USING btree ("user_id",(lower("name") collate "C"),"id","name");--> statement-breakpoint
CREATE INDEX "equipments_name_pieces_idx" ON "equipments" USING gin ("name_pieces") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "fermentables_user_sort_idx" ON "fermentables" USING btree ("user_id",(lower("name") collate "C"),"id","name");--> statement-breakpoint
CREATE INDEX "fermentables_name_pieces_idx" ON "fermentables" USING gin ("name_pieces") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "hops_user_sort_idx" ON "hops" USING btree ("user_id",(lower("name") collate "C"),"id","name");--> statement-breakpoint
CREATE INDEX "hops_name_pieces_idx" ON "hops" USING gin ("name_pieces") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "miscs_user_sort_idx" ON "miscs" USING btree ("user_id",(lower("name") collate "C"),"id","name");--> statement-breakpoint
CREATE INDEX "miscs_name_pieces_idx" ON "miscs" USING gin ("name_pieces") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "recipes_user_sort_idx" ON "recipes" USING btree ("user_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "waters_user_sort_idx" ON "waters" USING btree ("user_id",(lower("name") collate "C"),"id","name");--> statement-breakpoint
CREATE INDEX "waters_name_pieces_idx" ON "waters" USING gin ("name_pieces") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "yeasts_user_sort_idx" ON "yeasts" USING btree ("user_id",(lower("name") collate "C"),"id","name");--> statement-breakpoint
CREATE INDEX "yeasts_name_pieces_idx" ON "yeasts" USING gin ("name_pieces") WITH (fastupdate=false);