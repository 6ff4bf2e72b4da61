CREATE TABLE "builtin_short_links" (
	"code" text PRIMARY KEY NOT NULL,
	"destination" text NOT NULL,
	"wait_seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offerwall_postbacks" (
	"id" text PRIMARY KEY NOT NULL,
	"wall_id" text,
	"slug" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text NOT NULL,
	"method" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"member_id" text,
	"transaction_id" text,
	"amount" bigint
);
--> statement-breakpoint
CREATE TABLE "offerwall_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"wall_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"member_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"release_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credited_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	CONSTRAINT "offerwall_transactions_status_known" CHECK ("offerwall_transactions"."status" IN ('credited', 'held', 'charged_back')),
	CONSTRAINT "offerwall_transactions_amount_not_negative" CHECK ("offerwall_transactions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "offer_walls" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"url_template" text NOT NULL,
	"scheme" text NOT NULL,
	"secret" text NOT NULL,
	"allowed_ips" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reward_multiplier_ppm" bigint NOT NULL,
	"hold_above" bigint DEFAULT 0 NOT NULL,
	"hold_days" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"success_text" text DEFAULT '' NOT NULL,
	"template" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_walls_scheme_known" CHECK ("offer_walls"."scheme" IN ('md5', 'lootably', 'bitlabs', 'template')),
	CONSTRAINT "offer_walls_multiplier_positive" CHECK ("offer_walls"."reward_multiplier_ppm" > 0),
	CONSTRAINT "offer_walls_hold_not_negative" CHECK ("offer_walls"."hold_above" >= 0 AND "offer_walls"."hold_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "short_link_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"shortener_id" text NOT NULL,
	"member_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"ip_address" text NOT NULL,
	"short_url" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"reward" bigint
);
--> statement-breakpoint
CREATE TABLE "shorteners" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"domain" text NOT NULL,
	"provider" text NOT NULL,
	"api_url" text DEFAULT '' NOT NULL,
	"api_key" text DEFAULT '' NOT NULL,
	"reward" bigint NOT NULL,
	"clicks_per_day" integer NOT NULL,
	"cooldown_minutes" integer DEFAULT 0 NOT NULL,
	"min_seconds" integer DEFAULT 0 NOT NULL,
	"how_to_complete_url" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shorteners_provider_known" CHECK ("shorteners"."provider" IN ('adlinkfly', 'builtin')),
	CONSTRAINT "shorteners_reward_positive" CHECK ("shorteners"."reward" > 0),
	CONSTRAINT "shorteners_clicks_per_day_positive" CHECK ("shorteners"."clicks_per_day" > 0),
	CONSTRAINT "shorteners_times_not_negative" CHECK ("shorteners"."cooldown_minutes" >= 0 AND "shorteners"."min_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "offerwall_transactions" ADD CONSTRAINT "offerwall_transactions_wall_id_offer_walls_id_fk" FOREIGN KEY ("wall_id") REFERENCES "public"."offer_walls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerwall_transactions" ADD CONSTRAINT "offerwall_transactions_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_link_attempts" ADD CONSTRAINT "short_link_attempts_shortener_id_shorteners_id_fk" FOREIGN KEY ("shortener_id") REFERENCES "public"."shorteners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_link_attempts" ADD CONSTRAINT "short_link_attempts_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "builtin_short_links_created_idx" ON "builtin_short_links" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "offerwall_postbacks_wall_received_idx" ON "offerwall_postbacks" USING btree ("wall_id","received_at");--> statement-breakpoint
CREATE INDEX "offerwall_postbacks_received_idx" ON "offerwall_postbacks" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offerwall_transactions_wall_transaction_key" ON "offerwall_transactions" USING btree ("wall_id","transaction_id");--> statement-breakpoint
CREATE INDEX "offerwall_transactions_member_created_idx" ON "offerwall_transactions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "offerwall_transactions_held_idx" ON "offerwall_transactions" USING btree ("member_id") WHERE "offerwall_transactions"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "offer_walls_slug_key" ON "offer_walls" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "short_link_attempts_token_hash_key" ON "short_link_attempts" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "short_link_attempts_member_claimed_idx" ON "short_link_attempts" USING btree ("member_id","shortener_id","claimed_at") WHERE "short_link_attempts"."claimed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "short_link_attempts_member_open_idx" ON "short_link_attempts" USING btree ("member_id","shortener_id","started_at") WHERE "short_link_attempts"."claimed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "short_link_attempts_shortener_claimed_idx" ON "short_link_attempts" USING btree ("shortener_id","claimed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shorteners_domain_key" ON "shorteners" USING btree ("domain");