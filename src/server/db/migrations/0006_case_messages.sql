CREATE TABLE "case_message_documents" (
	"message_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	CONSTRAINT "case_message_documents_message_id_document_id_pk" PRIMARY KEY("message_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "case_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"case_id" integer NOT NULL,
	"author" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "case_messages_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "case_messages_author_check" CHECK ("case_messages"."author" in ('customer', 'provider'))
);
--> statement-breakpoint
ALTER TABLE "case_message_documents" ADD CONSTRAINT "case_message_documents_message_id_case_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."case_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_message_documents" ADD CONSTRAINT "case_message_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_messages" ADD CONSTRAINT "case_messages_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_message_documents_document_idx" ON "case_message_documents" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "case_messages_case_idx" ON "case_messages" USING btree ("case_id","created_at","id");