CREATE TABLE "upload_drafts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "upload_drafts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "upload_drafts_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "order_confirmations" (
	"order_id" integer NOT NULL,
	"text_version" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_confirmations_order_id_text_version_pk" PRIMARY KEY("order_id","text_version")
);
--> statement-breakpoint
ALTER TABLE "order_confirmations" ADD CONSTRAINT "order_confirmations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_drafts_expires_idx" ON "upload_drafts" USING btree ("expires_at");--> statement-breakpoint
-- Uploads made before drafts were recorded keep their draft, with the lifetime they had.
INSERT INTO "upload_drafts" ("token_hash", "created_at", "expires_at") SELECT "draft_token_hash", min("created_at"), max("expires_at") FROM "documents" WHERE "draft_token_hash" IS NOT NULL GROUP BY "draft_token_hash";--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_draft_token_hash_upload_drafts_token_hash_fk" FOREIGN KEY ("draft_token_hash") REFERENCES "public"."upload_drafts"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Documents are sent in slices (substring): uncompressed out-of-line storage lets PostgreSQL read a slice without the whole file. PDFs and photos hardly compress anyway.
ALTER TABLE "document_contents" ALTER COLUMN "content" SET STORAGE EXTERNAL;