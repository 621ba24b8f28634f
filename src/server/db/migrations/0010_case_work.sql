ALTER TABLE "cases" ADD COLUMN "deadline_day" date;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "assigned_staff_id" integer;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_assigned_staff_id_staff_members_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cases_inbox_idx" ON "cases" USING btree (("status" <> 'received'),(case when "status" in ('successful', 'unsuccessful', 'withdrawn') then null else "deadline_day" end),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cases_assigned_staff_idx" ON "cases" USING btree ("assigned_staff_id");