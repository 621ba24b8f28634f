CREATE TABLE "case_history_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_history_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"date" date NOT NULL,
	"short" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"reference_number" text NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"product_name" text NOT NULL,
	"status" text NOT NULL,
	"status_description" text,
	"reply_email" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cases_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "cases_reference_number_unique" UNIQUE("reference_number")
);
--> statement-breakpoint
ALTER TABLE "case_history_entries" ADD CONSTRAINT "case_history_entries_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_history_entries_case_idx" ON "case_history_entries" USING btree ("case_id","date","id");--> statement-breakpoint
CREATE INDEX "cases_email_idx" ON "cases" USING btree ("email");