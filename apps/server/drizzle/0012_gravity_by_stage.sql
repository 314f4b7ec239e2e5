ALTER TABLE "fermentables" ADD COLUMN "contribution" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gravity_method" varchar(7) DEFAULT 'spec' NOT NULL;--> statement-breakpoint
ALTER TABLE "fermentables" ADD CONSTRAINT "fermentables_contribution_check" CHECK ("fermentables"."contribution" is null or "fermentables"."contribution" in ('mashed', 'steeped', 'notMashed', 'afterBoil'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_gravity_method_check" CHECK ("users"."gravity_method" in ('spec', 'byStage'));