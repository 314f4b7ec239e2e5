ALTER TABLE "equipments" ADD COLUMN "official_json" text;--> statement-breakpoint
ALTER TABLE "fermentables" ADD COLUMN "official_json" text;--> statement-breakpoint
ALTER TABLE "hops" ADD COLUMN "official_json" text;--> statement-breakpoint
ALTER TABLE "miscs" ADD COLUMN "official_json" text;--> statement-breakpoint
ALTER TABLE "yeasts" ADD COLUMN "official_json" text;