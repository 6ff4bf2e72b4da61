ALTER TABLE "users" ADD COLUMN "referrer_linked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "risk_signals" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"action" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_scores" (
	"user_id" text PRIMARY KEY NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"linked" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"group_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_group_reviews" (
	"group_id" text PRIMARY KEY NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "risk_signals" ADD CONSTRAINT "risk_signals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_scores" ADD CONSTRAINT "risk_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "risk_signals_key" ON "risk_signals" USING btree ("user_id","kind","value","action");--> statement-breakpoint
CREATE INDEX "risk_signals_value_idx" ON "risk_signals" USING btree ("kind","value");--> statement-breakpoint
CREATE INDEX "risk_signals_last_seen_idx" ON "risk_signals" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "risk_scores_group_idx" ON "risk_scores" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "risk_scores_score_idx" ON "risk_scores" USING btree ("score");
