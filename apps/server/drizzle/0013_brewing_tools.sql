ALTER TABLE "batch_readings" ADD COLUMN "brix" double precision;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "packaging" jsonb;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "pitch" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wort_correction_factor" double precision DEFAULT 1.04 NOT NULL;--> statement-breakpoint
ALTER TABLE "batch_readings" ADD CONSTRAINT "batch_readings_brix_check" CHECK ("batch_readings"."brix" is null or ("batch_readings"."brix" >= 0 and "batch_readings"."brix" <= 40));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_wort_correction_factor_check" CHECK ("users"."wort_correction_factor" is null or ("users"."wort_correction_factor" >= 0.9 and "users"."wort_correction_factor" <= 1.2));