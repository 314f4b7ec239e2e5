ALTER TABLE "batches" ADD COLUMN "brew_session" jsonb;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "brew_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "brew_updated_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_brew_session_check" CHECK ("batches"."brew_session" is null or jsonb_typeof("batches"."brew_session") = 'object');--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_brew_version_check" CHECK ("batches"."brew_version" >= 0);