ALTER TABLE "withdrawal_methods" ADD COLUMN "kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawal_methods" ADD CONSTRAINT "withdrawal_methods_kind_known" CHECK ("withdrawal_methods"."kind" IN ('upi', 'paytm', 'bank', 'other'));--> statement-breakpoint
UPDATE "withdrawal_methods" SET "kind" = CASE
  WHEN "name" ~* 'paytm' THEN 'paytm'
  WHEN "name" ~* '(^|[^a-z])upi([^a-z]|$)' THEN 'upi'
  WHEN "name" ~* '(bank|neft|imps|rtgs)' THEN 'bank'
  ELSE 'other'
END;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "awaiting_review" boolean DEFAULT false NOT NULL;
