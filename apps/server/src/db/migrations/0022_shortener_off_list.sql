ALTER TABLE "shorteners" ADD COLUMN "failures_in_a_row" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shorteners" ADD COLUMN "off_list_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shorteners" ADD COLUMN "next_probe_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "shorteners_next_probe" ON "shorteners" USING btree ("next_probe_at") WHERE "off_list_since" IS NOT NULL;
