CREATE TABLE "newsletter_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"language" text NOT NULL,
	"confirmation_hash" text,
	"unsubscribe_id" text NOT NULL,
	"consent_text" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscriptions_email_unique" UNIQUE("email"),
	CONSTRAINT "newsletter_subscriptions_confirmation_hash_unique" UNIQUE("confirmation_hash"),
	CONSTRAINT "newsletter_subscriptions_unsubscribe_id_unique" UNIQUE("unsubscribe_id")
);
--> statement-breakpoint
-- Texts written before their language was kept are in their case's language.
ALTER TABLE "case_history_entries" ADD COLUMN "language" text;--> statement-breakpoint
UPDATE "case_history_entries" SET "language" = "cases"."language" FROM "cases" WHERE "cases"."id" = "case_history_entries"."case_id";--> statement-breakpoint
ALTER TABLE "case_history_entries" ALTER COLUMN "language" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "status_description_language" text;--> statement-breakpoint
UPDATE "cases" SET "status_description_language" = "language" WHERE "status_description" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_pending_idx" ON "newsletter_subscriptions" USING btree ("requested_at");