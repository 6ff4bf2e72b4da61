CREATE TABLE "campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"url" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"price_per_view" bigint NOT NULL,
	"reward_per_view" bigint NOT NULL,
	"total_views" integer NOT NULL,
	"completed_views" integer DEFAULT 0 NOT NULL,
	"interval_hours" integer NOT NULL,
	"daily_limit_enabled" boolean DEFAULT false NOT NULL,
	"daily_limit" integer,
	"subtotal" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "campaigns_type_known" CHECK ("campaigns"."type" IN ('window', 'iframe', 'youtube')),
	CONSTRAINT "campaigns_status_known" CHECK ("campaigns"."status" IN ('active', 'paused', 'completed', 'deleted')),
	CONSTRAINT "campaigns_duration_positive" CHECK ("campaigns"."duration_seconds" > 0),
	CONSTRAINT "campaigns_reward_within_price" CHECK ("campaigns"."reward_per_view" > 0 AND "campaigns"."reward_per_view" <= "campaigns"."price_per_view"),
	CONSTRAINT "campaigns_total_views_positive" CHECK ("campaigns"."total_views" > 0),
	CONSTRAINT "campaigns_completed_within_total" CHECK ("campaigns"."completed_views" >= 0 AND "campaigns"."completed_views" <= "campaigns"."total_views"),
	CONSTRAINT "campaigns_interval_hours_range" CHECK ("campaigns"."interval_hours" BETWEEN 1 AND 24),
	CONSTRAINT "campaigns_daily_limit_set" CHECK (NOT "campaigns"."daily_limit_enabled" OR ("campaigns"."daily_limit" IS NOT NULL AND "campaigns"."daily_limit" > 0)),
	CONSTRAINT "campaigns_subtotal_is_price_times_views" CHECK ("campaigns"."subtotal" = "campaigns"."price_per_view" * "campaigns"."total_views")
);
--> statement-breakpoint
CREATE TABLE "ptc_pricing" (
	"campaign_type" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"price_per_view" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ptc_pricing_campaign_type_duration_seconds_pk" PRIMARY KEY("campaign_type","duration_seconds"),
	CONSTRAINT "ptc_pricing_type_known" CHECK ("ptc_pricing"."campaign_type" IN ('window', 'iframe', 'youtube')),
	CONSTRAINT "ptc_pricing_duration_positive" CHECK ("ptc_pricing"."duration_seconds" > 0),
	CONSTRAINT "ptc_pricing_price_positive" CHECK ("ptc_pricing"."price_per_view" > 0)
);
--> statement-breakpoint
CREATE TABLE "ptc_views" (
	"id" text PRIMARY KEY NOT NULL,
	"campaign_id" text NOT NULL,
	"member_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"reward" bigint,
	CONSTRAINT "ptc_views_duration_positive" CHECK ("ptc_views"."duration_seconds" > 0)
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ptc_views" ADD CONSTRAINT "ptc_views_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ptc_views" ADD CONSTRAINT "ptc_views_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_owner_status_idx" ON "campaigns" USING btree ("owner_id","status");--> statement-breakpoint
CREATE INDEX "campaigns_status_created_idx" ON "campaigns" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ptc_views_token_hash_key" ON "ptc_views" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "ptc_views_member_campaign_paid_idx" ON "ptc_views" USING btree ("member_id","campaign_id","paid_at");--> statement-breakpoint
CREATE INDEX "ptc_views_campaign_paid_idx" ON "ptc_views" USING btree ("campaign_id","paid_at");