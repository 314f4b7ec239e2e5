ALTER TABLE "users" ADD COLUMN "volume_unit" varchar(3) DEFAULT 'L' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "temperature_unit" varchar(1) DEFAULT 'C' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "color_unit" varchar(3) DEFAULT 'EBC' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gravity_unit" varchar(5) DEFAULT 'SG' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "color_method" varchar(5) DEFAULT 'spec' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ibu_method" varchar(6) DEFAULT 'spec' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "default_equipment_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_default_equipment_id_equipments_id_fk" FOREIGN KEY ("default_equipment_id") REFERENCES "public"."equipments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_volume_unit_check" CHECK ("users"."volume_unit" in ('L', 'gal'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_temperature_unit_check" CHECK ("users"."temperature_unit" in ('C', 'F'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_color_unit_check" CHECK ("users"."color_unit" in ('EBC', 'SRM'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_gravity_unit_check" CHECK ("users"."gravity_unit" in ('SG', 'Plato'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_color_method_check" CHECK ("users"."color_method" in ('spec', 'morey'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_ibu_method_check" CHECK ("users"."ibu_method" in ('spec', 'staged'));