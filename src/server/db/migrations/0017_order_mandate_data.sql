ALTER TABLE "orders" ADD COLUMN "customer_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payout_iban" text;