ALTER TABLE "offer_walls" ADD COLUMN "max_reward_per_transaction" bigint;--> statement-breakpoint
ALTER TABLE "offer_walls" ADD CONSTRAINT "offer_walls_max_reward_positive" CHECK ("offer_walls"."max_reward_per_transaction" IS NULL OR "offer_walls"."max_reward_per_transaction" > 0);--> statement-breakpoint
ALTER TABLE "offerwall_transactions" DROP CONSTRAINT "offerwall_transactions_status_known";--> statement-breakpoint
ALTER TABLE "offerwall_transactions" ADD CONSTRAINT "offerwall_transactions_status_known" CHECK ("offerwall_transactions"."status" IN ('credited', 'held', 'charged_back', 'review', 'refused'));
