CREATE TABLE "agent_carts" (
	"id" text PRIMARY KEY NOT NULL,
	"lines" jsonb NOT NULL,
	"discount_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"storefront_cart_id" text NOT NULL,
	"checkout_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "agent_carts_expires_at_idx" ON "agent_carts" USING btree ("expires_at");