CREATE TABLE "payout_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"withdrawal_id" text NOT NULL,
	"provider" text NOT NULL,
	"attempt" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"state" text NOT NULL,
	"provider_status" text,
	"provider_payout_id" text,
	"utr" text,
	"reason" text,
	"tries" integer DEFAULT 0 NOT NULL,
	"next_try_at" timestamp with time zone,
	"send_after" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"lease_by" text,
	"sent_by" text,
	"sent_at" timestamp with time zone,
	"last_news_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_attempts_key_shape" CHECK ("payout_attempts"."idempotency_key" ~ '^[A-Za-z0-9_-]{4,36}$'),
	CONSTRAINT "payout_attempts_state_known" CHECK ("payout_attempts"."state" IN ('waiting', 'sending', 'pending', 'processed', 'failed', 'reversed')),
	CONSTRAINT "payout_attempts_provider_known" CHECK ("payout_attempts"."provider" IN ('demo', 'razorpayx', 'cashfree')),
	CONSTRAINT "payout_attempts_amount_positive" CHECK ("payout_attempts"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "payout_webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text,
	"event_type" text,
	"withdrawal_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"raw_body" text NOT NULL,
	"verified" boolean NOT NULL,
	"error" text,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payout_provider_connection" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"provider" text DEFAULT 'manual' NOT NULL,
	"base_url" text DEFAULT '' NOT NULL,
	"key_id" text DEFAULT '' NOT NULL,
	"key_secret_sealed" text,
	"account_number" text DEFAULT '' NOT NULL,
	"webhook_secret_sealed" text,
	"public_key_sealed" text,
	"daily_cap" bigint,
	"auto_pay" boolean DEFAULT false NOT NULL,
	"auto_pay_below" bigint,
	"auto_pay_since" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_provider_connection_one_row" CHECK ("payout_provider_connection"."id" = 1),
	CONSTRAINT "payout_provider_connection_provider_known" CHECK ("payout_provider_connection"."provider" IN ('manual', 'demo', 'razorpayx', 'cashfree'))
);
--> statement-breakpoint
ALTER TABLE "payout_attempts" ADD CONSTRAINT "payout_attempts_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_attempts_key" ON "payout_attempts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_attempts_withdrawal_attempt" ON "payout_attempts" USING btree ("withdrawal_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_attempts_one_open" ON "payout_attempts" USING btree ("withdrawal_id") WHERE "payout_attempts"."state" IN ('waiting', 'sending', 'pending');--> statement-breakpoint
CREATE INDEX "payout_attempts_due_idx" ON "payout_attempts" USING btree ("next_try_at") WHERE "payout_attempts"."state" IN ('waiting', 'sending', 'pending');--> statement-breakpoint
CREATE INDEX "payout_attempts_sent_at_idx" ON "payout_attempts" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "payout_attempts_provider_id_idx" ON "payout_attempts" USING btree ("provider","provider_payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_webhook_deliveries_event" ON "payout_webhook_deliveries" USING btree ("provider","event_id") WHERE "payout_webhook_deliveries"."verified" AND "payout_webhook_deliveries"."event_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payout_webhook_deliveries_time_idx" ON "payout_webhook_deliveries" USING btree ("received_at");
