-- The audit log keeps no free text and no customer's address (src/server/staff/audit-digest.ts): entries
-- about cases written before keep the SHA-256 of those values instead. The append-only trigger is paused
-- for this one rewrite only.
ALTER TABLE "staff_audit_log" DISABLE TRIGGER "staff_audit_log_append_only";--> statement-breakpoint
UPDATE "staff_audit_log" SET
	"before" = CASE WHEN jsonb_typeof("before") = 'object' THEN coalesce((
		SELECT jsonb_object_agg("key", CASE WHEN "key" IN ('status_description', 'email', 'reply_email', 'short', 'description', 'text', 'file_name') AND jsonb_typeof("value") = 'string'
			THEN to_jsonb('sha256:' || encode(sha256(convert_to("value" #>> '{}', 'UTF8')), 'hex')) ELSE "value" END)
		FROM jsonb_each("before")), '{}'::jsonb) ELSE "before" END,
	"after" = CASE WHEN jsonb_typeof("after") = 'object' THEN coalesce((
		SELECT jsonb_object_agg("key", CASE WHEN "key" IN ('status_description', 'email', 'reply_email', 'short', 'description', 'text', 'file_name') AND jsonb_typeof("value") = 'string'
			THEN to_jsonb('sha256:' || encode(sha256(convert_to("value" #>> '{}', 'UTF8')), 'hex')) ELSE "value" END)
		FROM jsonb_each("after")), '{}'::jsonb) ELSE "after" END
WHERE "subject_type" = 'case';--> statement-breakpoint
ALTER TABLE "staff_audit_log" ENABLE TRIGGER "staff_audit_log_append_only";
