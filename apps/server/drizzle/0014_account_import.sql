CREATE TABLE "imported_records" (
	"user_id" uuid NOT NULL,
	"source_key" varchar(64) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"local_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imported_records_user_id_source_key_pk" PRIMARY KEY("user_id","source_key")
);
--> statement-breakpoint
ALTER TABLE "imported_records" ADD CONSTRAINT "imported_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;