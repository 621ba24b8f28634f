CREATE TABLE "retained_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retained_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"record" jsonb NOT NULL,
	"retain_until" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"stars" integer NOT NULL,
	"text" text,
	"author_name" text NOT NULL,
	"language" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "case_reviews_case_id_unique" UNIQUE("case_id"),
	CONSTRAINT "case_reviews_stars_check" CHECK ("case_reviews"."stars" between 1 and 5),
	CONSTRAINT "case_reviews_status_check" CHECK ("case_reviews"."status" in ('pending', 'published', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "case_reviews" ADD CONSTRAINT "case_reviews_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retained_records_retain_until_idx" ON "retained_records" USING btree ("retain_until");--> statement-breakpoint
CREATE INDEX "case_reviews_status_idx" ON "case_reviews" USING btree ("status","decided_at");