CREATE TABLE "accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" text,
	"kind" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_member_balance_non_negative" CHECK ("accounts"."owner_id" IS NULL OR "accounts"."balance" >= 0),
	CONSTRAINT "accounts_member_kinds" CHECK (("accounts"."owner_id" IS NULL) = ("accounts"."kind" NOT IN ('withdrawable', 'deposit'))),
	CONSTRAINT "accounts_system_balance_derived" CHECK ("accounts"."owner_id" IS NOT NULL OR "accounts"."balance" = 0)
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" text PRIMARY KEY NOT NULL,
	"message_html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" text PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer_html" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"amount" bigint NOT NULL,
	"wallet" text DEFAULT 'withdrawable' NOT NULL,
	"max_claims" integer NOT NULL,
	"claims_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_codes_amount_positive" CHECK ("gift_codes"."amount" > 0),
	CONSTRAINT "gift_codes_claims_within_limit" CHECK ("gift_codes"."claims_count" <= "gift_codes"."max_claims")
);
--> statement-breakpoint
CREATE TABLE "homepage_sections" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"message_html" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_texts" (
	"key" text PRIMARY KEY NOT NULL,
	"html" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"debit_account_id" bigint NOT NULL,
	"credit_account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"member_id" text,
	"related_member_id" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfers_amount_positive" CHECK ("transfers"."amount" > 0),
	CONSTRAINT "transfers_distinct_accounts" CHECK ("transfers"."debit_account_id" <> "transfers"."credit_account_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"canonical_email" text NOT NULL,
	"user_name" text NOT NULL,
	"mobile_number" text,
	"password_hash" text,
	"google_subject" text,
	"role" text DEFAULT 'member' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"referred_by" text,
	"address" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"withdrawal_method" text,
	"withdrawal_account_information" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdrawal_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"minimum_amount" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_methods_minimum_positive" CHECK ("withdrawal_methods"."minimum_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_debit_account_id_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_credit_account_id_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_member_kind_key" ON "accounts" USING btree ("owner_id","kind") WHERE "accounts"."owner_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_system_kind_key" ON "accounts" USING btree ("kind") WHERE "accounts"."owner_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_codes_code_key" ON "gift_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_idempotency_key_key" ON "transfers" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "transfers_debit_account_idx" ON "transfers" USING btree ("debit_account_id");--> statement-breakpoint
CREATE INDEX "transfers_credit_account_idx" ON "transfers" USING btree ("credit_account_id");--> statement-breakpoint
CREATE INDEX "transfers_member_kind_time_idx" ON "transfers" USING btree ("member_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "transfers_related_member_idx" ON "transfers" USING btree ("related_member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_canonical_email_key" ON "users" USING btree ("canonical_email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_key" ON "users" USING btree ("user_name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_subject_key" ON "users" USING btree ("google_subject");--> statement-breakpoint
CREATE INDEX "users_referred_by_idx" ON "users" USING btree ("referred_by");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_methods_name_key" ON "withdrawal_methods" USING btree ("name");