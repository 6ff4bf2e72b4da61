ALTER TABLE "short_link_attempts" ADD COLUMN "beacon_at" timestamp with time zone;
