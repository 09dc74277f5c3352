CREATE TABLE "publishers" (
	"name" text PRIMARY KEY NOT NULL,
	"postal_address" text NOT NULL,
	"electronic_address" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_number" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"items" text DEFAULT '' NOT NULL,
	"order_id" bigint,
	"mode" text NOT NULL,
	"ip_address" text NOT NULL,
	"receipt_outbox_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_receipt_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("receipt_outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawals_created_at_idx" ON "withdrawals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_order_id_idx" ON "withdrawals" USING btree ("order_id");