CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"idempotency_hash" text NOT NULL,
	"request_hash" text NOT NULL,
	"answers" jsonb NOT NULL,
	"customer_name" text NOT NULL,
	"calculated_cents" integer,
	"text_version" text NOT NULL,
	"typed_name" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"early_start" boolean NOT NULL,
	CONSTRAINT "orders_case_id_unique" UNIQUE("case_id"),
	CONSTRAINT "orders_idempotency_hash_unique" UNIQUE("idempotency_hash")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;