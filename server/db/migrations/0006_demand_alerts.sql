CREATE TABLE "demand_alert_days" (
	"day" date PRIMARY KEY NOT NULL,
	"confirmed" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"ordered" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demand_searches" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"outcome" text NOT NULL,
	"count" integer NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demand_searches_day_query_pk" PRIMARY KEY("day","query")
);
--> statement-breakpoint
CREATE TABLE "demand_sold_out_views" (
	"day" date NOT NULL,
	"product_id" text NOT NULL,
	"product_handle" text NOT NULL,
	"product_title" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "demand_sold_out_views_day_product_id_pk" PRIMARY KEY("day","product_id")
);
--> statement-breakpoint
CREATE TABLE "shop_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"product_id" text NOT NULL,
	"product_handle" text NOT NULL,
	"product_title" text NOT NULL,
	"grade" text DEFAULT 'any' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"ordered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "list_unsubscribe" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "restocked_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_email_product_key" ON "stock_alerts" USING btree ("email_key","product_id");--> statement-breakpoint
CREATE INDEX "stock_alerts_waiting_idx" ON "stock_alerts" USING btree ("product_id") WHERE status = 'waiting';--> statement-breakpoint
CREATE INDEX "stock_alerts_status_created_idx" ON "stock_alerts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient_idx" ON "mail_outbox" USING btree (lower("recipient"),"kind","created_at");