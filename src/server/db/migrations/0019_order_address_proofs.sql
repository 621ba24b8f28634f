ALTER TABLE "cases" ADD COLUMN "email_proven_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "email_proof_hash" text;--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "proves_case_id" integer;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_proves_case_id_cases_id_fk" FOREIGN KEY ("proves_case_id") REFERENCES "public"."cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_email_proof_hash_unique" UNIQUE("email_proof_hash");--> statement-breakpoint
-- Cases from before addresses were proven keep showing where they did: the provider opened them, or their customers saw them already.
UPDATE "cases" SET "email_proven_at" = "created_at";
