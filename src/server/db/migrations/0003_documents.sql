CREATE TABLE "document_contents" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"case_id" integer,
	"draft_token_hash" text,
	"expires_at" timestamp with time zone,
	"category" text NOT NULL,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "documents_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "documents_owner_check" CHECK (("documents"."case_id" is not null and "documents"."draft_token_hash" is null and "documents"."expires_at" is null) or ("documents"."case_id" is null and "documents"."draft_token_hash" is not null and "documents"."expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "document_contents" ADD CONSTRAINT "document_contents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_expires_idx" ON "documents" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_case_content_idx" ON "documents" USING btree ("case_id","sha256") WHERE "documents"."case_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_draft_content_idx" ON "documents" USING btree ("draft_token_hash","sha256") WHERE "documents"."draft_token_hash" is not null;