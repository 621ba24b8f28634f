CREATE TABLE "deadline_digests" (
	"day" date PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"cases" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "claim_filed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "cases_deadline_alert_idx" ON "cases" USING btree ("deadline_day") WHERE "cases"."deadline_day" is not null and "cases"."claim_filed_at" is null;--> statement-breakpoint
UPDATE "cases" SET "claim_filed_at" = "updated_at" WHERE "status" = 'court';