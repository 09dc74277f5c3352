CREATE TABLE "alert_suppressions" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"refused_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resubscribe_mail_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "mailbox" text;--> statement-breakpoint
-- Rows queued before: the folded address stands for the mailbox (the caps they feed last a day).
UPDATE "mail_outbox" SET "mailbox" = lower(trim("recipient"));--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "mailbox" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "mailbox_key" text;--> statement-breakpoint
-- Alerts made before: their address's key stands for the mailbox's, which SQL cannot compute (it is keyed).
UPDATE "stock_alerts" SET "mailbox_key" = "email_key";--> statement-breakpoint
ALTER TABLE "stock_alerts" ALTER COLUMN "mailbox_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
-- Pending alerts made before were all listed by a confirmation e-mail or asked within its quiet window: kept ticked.
UPDATE "stock_alerts" SET "announced_at" = "created_at" WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "alert_suppressions_refused_at_idx" ON "alert_suppressions" USING btree ("refused_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_mailbox_idx" ON "mail_outbox" USING btree ("mailbox","kind","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_kind_created_idx" ON "mail_outbox" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "stock_alerts_mailbox_key_idx" ON "stock_alerts" USING btree ("mailbox_key");