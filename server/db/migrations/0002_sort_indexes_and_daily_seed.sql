CREATE TABLE "daily_shuffle_seed" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"seed" integer NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "products_title_sort_idx" ON "products" USING btree (immutable_unaccent(lower("title")),"id");--> statement-breakpoint
CREATE INDEX "products_vendor_sort_idx" ON "products" USING btree (immutable_unaccent(lower("vendor")),"id");--> statement-breakpoint
CREATE INDEX "products_product_type_sort_idx" ON "products" USING btree (immutable_unaccent(lower("product_type")),"id");--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at","id");