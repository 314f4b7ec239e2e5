CREATE TABLE "alert_conditions" (
	"batch_id" uuid NOT NULL,
	"key" varchar(40) NOT NULL,
	"active" boolean NOT NULL,
	"changed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_conditions_batch_id_key_pk" PRIMARY KEY("batch_id","key")
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"kind" varchar(20) NOT NULL,
	"message" varchar(500) NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp (3) with time zone,
	CONSTRAINT "alerts_kind_check" CHECK ("alerts"."kind" in ('finished', 'targetFg', 'temperature', 'silent', 'battery', 'dryHop'))
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" varchar(100) NOT NULL,
	"type" varchar(20) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"batch_id" uuid,
	"last_seen_at" timestamp (3) with time zone,
	"last_extras" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_name_check" CHECK (length(trim("devices"."name")) > 0),
	CONSTRAINT "devices_type_check" CHECK ("devices"."type" in ('ispindel', 'gravitymon', 'tilt', 'rapt', 'brewpiless', 'plaato', 'brewfather', 'brewersFriend', 'other'))
);
--> statement-breakpoint
CREATE TABLE "unassigned_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_id" uuid NOT NULL,
	"time" timestamp (3) with time zone NOT NULL,
	"gravity" double precision,
	"temperature" double precision,
	"note" varchar(500),
	"extras" jsonb,
	CONSTRAINT "unassigned_readings_gravity_check" CHECK ("unassigned_readings"."gravity" is null or ("unassigned_readings"."gravity" >= 0.95 and "unassigned_readings"."gravity" <= 1.2)),
	CONSTRAINT "unassigned_readings_temperature_check" CHECK ("unassigned_readings"."temperature" is null or ("unassigned_readings"."temperature" >= -20 and "unassigned_readings"."temperature" <= 110)),
	CONSTRAINT "unassigned_readings_extras_check" CHECK ("unassigned_readings"."extras" is null or jsonb_typeof("unassigned_readings"."extras") = 'object')
);
--> statement-breakpoint
ALTER TABLE "batch_readings" ADD COLUMN "extras" jsonb;--> statement-breakpoint
ALTER TABLE "batch_readings" ADD COLUMN "device_id" uuid;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "alert_settings" jsonb;--> statement-breakpoint
ALTER TABLE "alert_conditions" ADD CONSTRAINT "alert_conditions_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unassigned_readings" ADD CONSTRAINT "unassigned_readings_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_user_created_idx" ON "alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_token_idx" ON "devices" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_batch_idx" ON "devices" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "devices_user_idx" ON "devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "unassigned_readings_device_time_idx" ON "unassigned_readings" USING btree ("device_id","time");--> statement-breakpoint
ALTER TABLE "batch_readings" ADD CONSTRAINT "batch_readings_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_readings_device_idx" ON "batch_readings" USING btree ("device_id") WHERE "batch_readings"."device_id" is not null;--> statement-breakpoint
ALTER TABLE "batch_readings" ADD CONSTRAINT "batch_readings_extras_check" CHECK ("batch_readings"."extras" is null or jsonb_typeof("batch_readings"."extras") = 'object');--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_alert_settings_check" CHECK ("batches"."alert_settings" is null or jsonb_typeof("batches"."alert_settings") = 'object');