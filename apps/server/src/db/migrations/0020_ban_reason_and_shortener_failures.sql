ALTER TABLE "users" ADD COLUMN "ban_reason" text;--> statement-breakpoint
ALTER TABLE "shorteners" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shorteners" ADD COLUMN "failure" text;
