CREATE TABLE "contract_declarations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_declarations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"receipt_number" text NOT NULL,
	"kind" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"contract_reference" text NOT NULL,
	"email" text NOT NULL,
	"cancellation_kind" text,
	"cancellation_reason" text,
	"requested_end" date,
	"state" text NOT NULL,
	"case_id" integer,
	"membership_id" integer,
	"compensation" jsonb,
	"ends_on" date,
	"applied_at" timestamp with time zone,
	"applied_by" text,
	"receipt_sent_at" timestamp with time zone,
	"idempotency_hash" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	CONSTRAINT "contract_declarations_receipt_number_unique" UNIQUE("receipt_number"),
	CONSTRAINT "contract_declarations_idempotency_hash_unique" UNIQUE("idempotency_hash")
);
--> statement-breakpoint
ALTER TABLE "staff_audit_log" DROP CONSTRAINT "staff_audit_log_subject_check";--> statement-breakpoint
ALTER TABLE "contract_declarations" ADD CONSTRAINT "contract_declarations_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_declarations" ADD CONSTRAINT "contract_declarations_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_declarations_received_idx" ON "contract_declarations" USING btree ("received_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contract_declarations_case_idx" ON "contract_declarations" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "contract_declarations_membership_idx" ON "contract_declarations" USING btree ("membership_id");--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_subject_check" CHECK ("staff_audit_log"."subject_type" in ('staff', 'case', 'declaration'));