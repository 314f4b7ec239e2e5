ALTER TABLE "users" ADD COLUMN "set_up_at" timestamp (3) with time zone;--> statement-breakpoint
-- Accounts that exist already have their brewery set up: only new accounts are offered the step.
UPDATE "users" SET "set_up_at" = now();
