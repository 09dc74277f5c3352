CREATE TABLE "shared_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"items" jsonb NOT NULL,
	"creator_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "attributes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "shared_lists_creator_idx" ON "shared_lists" USING btree ("creator_key","created_at") WHERE creator_key is not null;--> statement-breakpoint
CREATE INDEX "shared_lists_updated_at_idx" ON "shared_lists" USING btree ("updated_at");