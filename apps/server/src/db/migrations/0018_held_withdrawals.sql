ALTER TABLE "withdrawals" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "held_reason" text;
