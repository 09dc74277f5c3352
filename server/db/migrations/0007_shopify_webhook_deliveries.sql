CREATE TABLE "shopify_inventory_items" (
	"inventory_item_id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopify_webhook_deliveries" (
	"key" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shopify_webhook_deliveries_received_at_idx" ON "shopify_webhook_deliveries" USING btree ("received_at");