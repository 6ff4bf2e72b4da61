ALTER TABLE "campaigns" ADD COLUMN "paused_by_operator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_codes_code_lower_key" ON "gift_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "ptc_views_member_paid_idx" ON "ptc_views" USING btree ("member_id","paid_at") WHERE "ptc_views"."paid_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ptc_views_member_unpaid_idx" ON "ptc_views" USING btree ("member_id","started_at") WHERE "ptc_views"."paid_at" IS NULL;