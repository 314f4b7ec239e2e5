CREATE TABLE "batch_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"time" timestamp (3) with time zone NOT NULL,
	"gravity" double precision,
	"temperature" double precision,
	"note" varchar(500),
	CONSTRAINT "batch_readings_gravity_check" CHECK ("batch_readings"."gravity" is null or ("batch_readings"."gravity" >= 0.95 and "batch_readings"."gravity" <= 1.2)),
	CONSTRAINT "batch_readings_temperature_check" CHECK ("batch_readings"."temperature" is null or ("batch_readings"."temperature" >= -20 and "batch_readings"."temperature" <= 110))
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"recipe_id" uuid,
	"number" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"status" varchar(20) NOT NULL,
	"brew_date" date,
	"recipe" jsonb NOT NULL,
	"mash_ph" double precision,
	"pre_boil_gravity" double precision,
	"pre_boil_volume" double precision,
	"measured_og" double precision,
	"post_boil_volume" double precision,
	"fermenter_volume" double precision,
	"packaging_date" date,
	"measured_fg" double precision,
	"carbonation" double precision,
	"packaging_method" varchar(100),
	"notes" text,
	"device_token_hash" varchar(64),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_name_check" CHECK (length(trim("batches"."name")) > 0),
	CONSTRAINT "batches_status_check" CHECK ("batches"."status" in ('Planning', 'Brewing', 'Fermenting', 'Conditioning', 'Completed', 'Archived')),
	CONSTRAINT "batches_number_check" CHECK ("batches"."number" >= 1),
	CONSTRAINT "batches_version_check" CHECK ("batches"."version" >= 1),
	CONSTRAINT "batches_recipe_check" CHECK (jsonb_typeof("batches"."recipe") = 'object')
);
--> statement-breakpoint
ALTER TABLE "batch_readings" ADD CONSTRAINT "batch_readings_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_readings_batch_time_idx" ON "batch_readings" USING btree ("batch_id","time");--> statement-breakpoint
CREATE UNIQUE INDEX "batches_user_number_idx" ON "batches" USING btree ("user_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "batches_device_token_idx" ON "batches" USING btree ("device_token_hash");--> statement-breakpoint
CREATE INDEX "batches_user_name_idx" ON "batches" USING btree ("user_id",lower("name"));