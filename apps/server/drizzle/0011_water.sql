CREATE TABLE "waters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"official_id" uuid,
	"name" varchar(100) NOT NULL,
	"description" varchar(1000),
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"item_json" text,
	"calcium" double precision NOT NULL,
	"magnesium" double precision NOT NULL,
	"sodium" double precision NOT NULL,
	"sulfate" double precision NOT NULL,
	"chloride" double precision NOT NULL,
	"bicarbonate" double precision NOT NULL,
	"ph" double precision,
	"notes" varchar(1000),
	CONSTRAINT "waters_name_check" CHECK (length(trim("waters"."name")) > 0),
	CONSTRAINT "waters_calcium_check" CHECK ("waters"."calcium" is null or ("waters"."calcium" >= 0 and "waters"."calcium" <= 5000)),
	CONSTRAINT "waters_magnesium_check" CHECK ("waters"."magnesium" is null or ("waters"."magnesium" >= 0 and "waters"."magnesium" <= 5000)),
	CONSTRAINT "waters_sodium_check" CHECK ("waters"."sodium" is null or ("waters"."sodium" >= 0 and "waters"."sodium" <= 5000)),
	CONSTRAINT "waters_sulfate_check" CHECK ("waters"."sulfate" is null or ("waters"."sulfate" >= 0 and "waters"."sulfate" <= 5000)),
	CONSTRAINT "waters_chloride_check" CHECK ("waters"."chloride" is null or ("waters"."chloride" >= 0 and "waters"."chloride" <= 5000)),
	CONSTRAINT "waters_bicarbonate_check" CHECK ("waters"."bicarbonate" is null or ("waters"."bicarbonate" >= 0 and "waters"."bicarbonate" <= 5000)),
	CONSTRAINT "waters_ph_check" CHECK ("waters"."ph" is null or ("waters"."ph" >= 0 and "waters"."ph" <= 14))
);
--> statement-breakpoint
ALTER TABLE "equipments" DROP CONSTRAINT "equipments_non_negative_check";--> statement-breakpoint
ALTER TABLE "equipments" ADD COLUMN "grain_absorption" double precision;--> statement-breakpoint
ALTER TABLE "equipments" ADD COLUMN "mash_thickness" double precision;--> statement-breakpoint
ALTER TABLE "equipments" ADD COLUMN "sparge_method" varchar(20);--> statement-breakpoint
ALTER TABLE "equipments" ADD COLUMN "mash_tun_heat_capacity" double precision;--> statement-breakpoint
ALTER TABLE "equipments" ADD COLUMN "fermenter_loss" double precision;--> statement-breakpoint
ALTER TABLE "fermentables" ADD COLUMN "acid_content" double precision;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "water" jsonb;--> statement-breakpoint
ALTER TABLE "waters" ADD CONSTRAINT "waters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waters_user_name_idx" ON "waters" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "waters_user_official_idx" ON "waters" USING btree ("user_id","official_id");--> statement-breakpoint
CREATE INDEX "waters_name_trgm_idx" ON "waters" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
ALTER TABLE "equipments" ADD CONSTRAINT "equipments_grain_absorption_check" CHECK ("equipments"."grain_absorption" is null or ("equipments"."grain_absorption" >= 0 and "equipments"."grain_absorption" <= 10));--> statement-breakpoint
ALTER TABLE "equipments" ADD CONSTRAINT "equipments_mash_thickness_check" CHECK ("equipments"."mash_thickness" is null or ("equipments"."mash_thickness" >= 0 and "equipments"."mash_thickness" <= 20));--> statement-breakpoint
ALTER TABLE "equipments" ADD CONSTRAINT "equipments_sparge_method_check" CHECK ("equipments"."sparge_method" is null or "equipments"."sparge_method" in ('Batch', 'Fly', 'No sparge'));--> statement-breakpoint
ALTER TABLE "equipments" ADD CONSTRAINT "equipments_mash_tun_heat_capacity_check" CHECK ("equipments"."mash_tun_heat_capacity" is null or ("equipments"."mash_tun_heat_capacity" >= 0 and "equipments"."mash_tun_heat_capacity" <= 100));--> statement-breakpoint
ALTER TABLE "equipments" ADD CONSTRAINT "equipments_non_negative_check" CHECK ("equipments"."batch_volume" >= 0 and "equipments"."batch_time" >= 0 and "equipments"."boil_time" >= 0 and "equipments"."boil_off" >= 0 and "equipments"."trub_loss" >= 0 and "equipments"."dead_space" >= 0 and "equipments"."fermenter_loss" >= 0);--> statement-breakpoint
ALTER TABLE "fermentables" ADD CONSTRAINT "fermentables_acid_content_check" CHECK ("fermentables"."acid_content" is null or ("fermentables"."acid_content" >= 0 and "fermentables"."acid_content" <= 100));--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_water_check" CHECK ("recipes"."water" is null or jsonb_typeof("recipes"."water") = 'object');