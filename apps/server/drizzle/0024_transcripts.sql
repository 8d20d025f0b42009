CREATE TABLE "transcript_fetches" (
	"video_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transcript_fetches_status_check" CHECK ("transcript_fetches"."status" in ('pending', 'ready', 'none', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "transcript_segments" (
	"transcript_id" integer NOT NULL,
	"position" integer NOT NULL,
	"start" real NOT NULL,
	"duration" real NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "transcript_segments_transcript_id_position_pk" PRIMARY KEY("transcript_id","position")
);
--> statement-breakpoint
CREATE TABLE "transcript_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transcripts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transcripts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"video_id" integer NOT NULL,
	"user_id" integer,
	"language" text NOT NULL,
	"segment_count" integer NOT NULL,
	"format" text,
	"content" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transcript_fetches" ADD CONSTRAINT "transcript_fetches_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_segments" ADD CONSTRAINT "transcript_segments_transcript_id_transcripts_id_fk" FOREIGN KEY ("transcript_id") REFERENCES "public"."transcripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcripts" ADD CONSTRAINT "transcripts_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcripts" ADD CONSTRAINT "transcripts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transcript_segments_start_idx" ON "transcript_segments" USING btree ("transcript_id","start");--> statement-breakpoint
CREATE INDEX "transcript_words_word_trgm_idx" ON "transcript_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "transcripts_youtube_video_language_key" ON "transcripts" USING btree ("video_id","language") WHERE "transcripts"."user_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "transcripts_upload_user_video_key" ON "transcripts" USING btree ("user_id","video_id") WHERE "transcripts"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "transcripts_video_idx" ON "transcripts" USING btree ("video_id");--> statement-breakpoint
-- Moments search (decision 0049): a stored 'simple' tsvector per segment and one GIN index on
-- (transcript_id, tsv) (btree_gin), which answers both "these transcripts' segments with these words"
-- (the learner's own videos) and "any segment with these words" (public plans' videos).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "transcript_words_prefix_idx" ON "transcript_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
ALTER TABLE "transcript_segments" ADD COLUMN IF NOT EXISTS "tsv" tsvector GENERATED ALWAYS AS (to_tsvector('simple', text)) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "transcript_segments_tsv_idx" ON "transcript_segments" USING gin ("transcript_id", "tsv");
