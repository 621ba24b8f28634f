CREATE TABLE "order_confirmations" (
	"order_id" integer NOT NULL,
	"text_version" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_confirmations_order_id_text_version_pk" PRIMARY KEY("order_id","text_version")
);
--> statement-breakpoint
ALTER TABLE "order_confirmations" ADD CONSTRAINT "order_confirmations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Documents are sent in slices (substring): uncompressed out-of-line storage lets PostgreSQL read a slice without the whole file. PDFs and photos hardly compress anyway.
ALTER TABLE "document_contents" ALTER COLUMN "content" SET STORAGE EXTERNAL;
