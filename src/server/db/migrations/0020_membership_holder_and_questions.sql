ALTER TABLE "documents" DROP CONSTRAINT "documents_owner_check";--> statement-breakpoint
ALTER TABLE "staff_audit_log" DROP CONSTRAINT "staff_audit_log_subject_check";--> statement-breakpoint
ALTER TABLE "case_messages" ALTER COLUMN "case_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "membership_id" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "holder_typed_name" text;--> statement-breakpoint
ALTER TABLE "case_messages" ADD COLUMN "membership_id" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_messages" ADD CONSTRAINT "case_messages_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_membership_content_idx" ON "documents" USING btree ("membership_id","sha256") WHERE "documents"."membership_id" is not null;--> statement-breakpoint
CREATE INDEX "case_messages_membership_idx" ON "case_messages" USING btree ("membership_id","created_at","id") WHERE "case_messages"."membership_id" is not null;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_owner_check" CHECK ((("documents"."case_id" is not null) <> ("documents"."membership_id" is not null) and "documents"."draft_token_hash" is null and "documents"."expires_at" is null) or ("documents"."case_id" is null and "documents"."membership_id" is null and "documents"."draft_token_hash" is not null and "documents"."expires_at" is not null));--> statement-breakpoint
ALTER TABLE "case_messages" ADD CONSTRAINT "case_messages_thread_check" CHECK (("case_messages"."case_id" is null) <> ("case_messages"."membership_id" is null));--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_subject_check" CHECK ("staff_audit_log"."subject_type" in ('staff', 'case', 'declaration', 'membership'));