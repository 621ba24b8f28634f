CREATE TABLE "membership_debits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_debits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"membership_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"due_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"notice_claimed_at" timestamp with time zone,
	"announced_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "membership_debits_month_unique" UNIQUE("membership_id","sequence"),
	CONSTRAINT "membership_debits_status_check" CHECK ("membership_debits"."status" in ('scheduled', 'announced', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "membership_debits" ADD CONSTRAINT "membership_debits_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_debits_due_idx" ON "membership_debits" USING btree ("status","due_on");