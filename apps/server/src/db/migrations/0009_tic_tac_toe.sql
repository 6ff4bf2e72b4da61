CREATE TABLE "game_matches" (
	"id" text PRIMARY KEY NOT NULL,
	"room_id" text NOT NULL,
	"status" text NOT NULL,
	"entry_fee" bigint NOT NULL,
	"prize" bigint NOT NULL,
	"turn_seconds" integer NOT NULL,
	"search_seconds" integer NOT NULL,
	"grace_seconds" integer NOT NULL,
	"player_x" text NOT NULL,
	"player_o" text,
	"board" text DEFAULT '.........' NOT NULL,
	"current_turn" text,
	"winner" text,
	"end_reason" text,
	"version" integer DEFAULT 0 NOT NULL,
	"search_deadline" timestamp with time zone,
	"turn_deadline" timestamp with time zone,
	"x_grace_until" timestamp with time zone,
	"o_grace_until" timestamp with time zone,
	"prize_paid" bigint DEFAULT 0 NOT NULL,
	"house_share" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "game_matches_status_known" CHECK ("game_matches"."status" IN ('waiting', 'playing', 'finished', 'cancelled', 'expired')),
	CONSTRAINT "game_matches_board_shape" CHECK ("game_matches"."board" ~ '^[.XO]{9}$'),
	CONSTRAINT "game_matches_distinct_players" CHECK ("game_matches"."player_o" IS NULL OR "game_matches"."player_o" <> "game_matches"."player_x")
);
--> statement-breakpoint
CREATE TABLE "game_rooms" (
	"id" text PRIMARY KEY NOT NULL,
	"room_name" text NOT NULL,
	"entry_fee" bigint NOT NULL,
	"prize" bigint NOT NULL,
	"turn_seconds" integer DEFAULT 30 NOT NULL,
	"search_seconds" integer DEFAULT 120 NOT NULL,
	"grace_seconds" integer DEFAULT 20 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_rooms_amounts_valid" CHECK ("game_rooms"."entry_fee" >= 0 AND "game_rooms"."prize" >= 0 AND "game_rooms"."prize" <= 2 * "game_rooms"."entry_fee"),
	CONSTRAINT "game_rooms_timers_positive" CHECK ("game_rooms"."turn_seconds" > 0 AND "game_rooms"."search_seconds" > 0 AND "game_rooms"."grace_seconds" > 0)
);
--> statement-breakpoint
ALTER TABLE "game_matches" ADD CONSTRAINT "game_matches_room_id_game_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."game_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_matches" ADD CONSTRAINT "game_matches_player_x_users_id_fk" FOREIGN KEY ("player_x") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_matches" ADD CONSTRAINT "game_matches_player_o_users_id_fk" FOREIGN KEY ("player_o") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_matches_waiting_idx" ON "game_matches" USING btree ("room_id","created_at") WHERE "game_matches"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "game_matches_live_x_idx" ON "game_matches" USING btree ("player_x") WHERE "game_matches"."status" IN ('waiting', 'playing');--> statement-breakpoint
CREATE INDEX "game_matches_live_o_idx" ON "game_matches" USING btree ("player_o") WHERE "game_matches"."status" IN ('waiting', 'playing');--> statement-breakpoint
CREATE INDEX "game_matches_live_room_idx" ON "game_matches" USING btree ("room_id","status") WHERE "game_matches"."status" IN ('waiting', 'playing');--> statement-breakpoint
CREATE INDEX "game_matches_ended_idx" ON "game_matches" USING btree ("ended_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rooms_entry_fee_key" ON "game_rooms" USING btree ("entry_fee");