CREATE TABLE "stock_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" varchar(20) NOT NULL,
	"item_id" varchar(100) NOT NULL,
	"change" double precision NOT NULL,
	"amount_after" double precision NOT NULL,
	"unit" varchar(5) NOT NULL,
	"reason" varchar(20) NOT NULL,
	"note" varchar(200),
	"batch_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_changes_reason_check" CHECK ("stock_changes"."reason" in ('bought', 'used', 'correction', 'set', 'taken', 'put back'))
);
--> statement-breakpoint
CREATE TABLE "stock_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" varchar(20) NOT NULL,
	"item_id" varchar(100) NOT NULL,
	"name" varchar(100) NOT NULL,
	"supplier" varchar(100),
	"unit" varchar(5) NOT NULL,
	"amount" double precision NOT NULL,
	"lots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reorder_at" double precision,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_lines_kind_check" CHECK ("stock_lines"."kind" in ('fermentables', 'hops', 'miscs', 'yeasts', 'salts', 'acids')),
	CONSTRAINT "stock_lines_unit_check" CHECK ("stock_lines"."unit" in ('g', 'mL', 'pack', 'item')),
	CONSTRAINT "stock_lines_amount_check" CHECK ("stock_lines"."amount" >= 0 and "stock_lines"."amount" <= 1000000),
	CONSTRAINT "stock_lines_reorder_at_check" CHECK ("stock_lines"."reorder_at" is null or "stock_lines"."reorder_at" >= 0),
	CONSTRAINT "stock_lines_lots_check" CHECK (jsonb_typeof("stock_lines"."lots") = 'array')
);
--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "stock_taken" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "currency" varchar(3) DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lines" ADD CONSTRAINT "stock_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_changes_user_item_idx" ON "stock_changes" USING btree ("user_id","kind","item_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_changes_batch_idx" ON "stock_changes" USING btree ("batch_id") WHERE "stock_changes"."batch_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_lines_user_item_idx" ON "stock_lines" USING btree ("user_id","kind","item_id");--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_stock_taken_check" CHECK ("batches"."stock_taken" is null or jsonb_typeof("batches"."stock_taken") = 'object');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_currency_check" CHECK ("users"."currency" ~ '^[A-Z]{3}$');