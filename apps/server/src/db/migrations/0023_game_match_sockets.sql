CREATE TABLE "game_match_sockets" (
	"socket_id" text NOT NULL,
	"match_id" text NOT NULL,
	"member_id" text NOT NULL,
	"worker_id" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_match_sockets_socket_id_match_id_pk" PRIMARY KEY("socket_id","match_id")
);--> statement-breakpoint
CREATE INDEX "game_match_sockets_player_idx" ON "game_match_sockets" USING btree ("match_id","member_id");--> statement-breakpoint
CREATE INDEX "game_match_sockets_worker_idx" ON "game_match_sockets" USING btree ("worker_id");
