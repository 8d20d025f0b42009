CREATE TABLE "watch_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "watch_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"video_key" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"topics" jsonb NOT NULL,
	"watch_seconds" integer NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"watched_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "watch_sessions" ADD CONSTRAINT "watch_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "watch_sessions_user_video_at_key" ON "watch_sessions" USING btree ("user_id","video_key","watched_at");--> statement-breakpoint
CREATE INDEX "watch_sessions_user_watched_idx" ON "watch_sessions" USING btree ("user_id","watched_at");--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);