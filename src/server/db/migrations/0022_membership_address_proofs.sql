ALTER TABLE "memberships" ADD COLUMN "email_proven_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "email_proof_hash" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_email_proof_hash_unique" UNIQUE("email_proof_hash");--> statement-breakpoint
-- Memberships from before addresses were proven keep running as they did, shown where they were.
UPDATE "memberships" SET "email_proven_at" = "signed_at";
