ALTER TABLE "equipments" RENAME COLUMN "official_json" TO "item_json";--> statement-breakpoint
ALTER TABLE "fermentables" RENAME COLUMN "official_json" TO "item_json";--> statement-breakpoint
ALTER TABLE "hops" RENAME COLUMN "official_json" TO "item_json";--> statement-breakpoint
ALTER TABLE "miscs" RENAME COLUMN "official_json" TO "item_json";--> statement-breakpoint
ALTER TABLE "yeasts" RENAME COLUMN "official_json" TO "item_json";--> statement-breakpoint
ALTER TABLE "equipments" ALTER COLUMN "item_json" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "fermentables" ALTER COLUMN "item_json" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "hops" ALTER COLUMN "item_json" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "miscs" ALTER COLUMN "item_json" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "yeasts" ALTER COLUMN "item_json" SET STATISTICS 0;
