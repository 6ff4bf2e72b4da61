CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"unique_key" text,
	"payload" jsonb,
	"run_at" timestamp with time zone NOT NULL,
	"every_seconds" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"run_count" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_run_by" text,
	"last_run_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_every_seconds_positive" CHECK ("jobs"."every_seconds" IS NULL OR "jobs"."every_seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "login_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_state" (
	"key" text PRIMARY KEY NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_member_kinds";--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "login_devices" ADD CONSTRAINT "login_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_unique_key" ON "jobs" USING btree ("unique_key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."completed_at" IS NULL AND "jobs"."failed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "login_devices_user_idx" ON "login_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shared_state_expires_idx" ON "shared_state" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_owner_idempotency_key" ON "campaigns" USING btree ("owner_id","idempotency_key") WHERE "campaigns"."idempotency_key" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_member_idempotency_key" ON "withdrawals" USING btree ("member_id","idempotency_key") WHERE "withdrawals"."idempotency_key" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_member_kinds" CHECK (("accounts"."owner_id" IS NULL) = ("accounts"."kind" NOT IN ('withdrawable', 'deposit', 'debt')));