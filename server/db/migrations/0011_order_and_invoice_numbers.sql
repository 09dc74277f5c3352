CREATE TABLE "invoice_counter" (
	"id" integer PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"next_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
-- Orders placed before keep their numbers (BQ-000042, as their e-mails say) and are invoiced in the order they were
-- placed, dated when they were placed, one series per Paris year: the series is whole from the first sale.
UPDATE "orders" SET "invoiced_at" = "orders"."created_at", "invoice_number" = 'F' || "numbered"."year" || '-' || lpad("numbered"."rank"::text, greatest(6, length("numbered"."rank"::text)), '0')
FROM (
	SELECT "id", "year", row_number() OVER (PARTITION BY "year" ORDER BY "created_at", "id") AS "rank"
	FROM (SELECT "id", "created_at", extract(year from "created_at" at time zone 'Europe/Paris')::int AS "year" FROM "orders") AS "dated"
) AS "numbered"
WHERE "orders"."id" = "numbered"."id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "invoice_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "invoiced_at" SET NOT NULL;--> statement-breakpoint
-- The counter goes on from the latest series (or starts this year's): the next checkout takes the number after.
INSERT INTO "invoice_counter" ("id", "year", "next_number")
SELECT 1, "latest"."year", (SELECT count(*) FROM "orders" WHERE extract(year from "created_at" at time zone 'Europe/Paris')::int = "latest"."year")::int + 1
FROM (SELECT coalesce(max(extract(year from "created_at" at time zone 'Europe/Paris')::int), extract(year from now() at time zone 'Europe/Paris')::int) AS "year" FROM "orders") AS "latest";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_number_key" ON "orders" USING btree ("invoice_number");
