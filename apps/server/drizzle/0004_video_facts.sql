CREATE TABLE "video_labels" (
	"user_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"channel_title" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_labels_user_id_video_id_pk" PRIMARY KEY("user_id","video_id")
);
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "facts_source" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "facts_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "video_labels" ADD CONSTRAINT "video_labels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_labels" ADD CONSTRAINT "video_labels_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_labels_video_idx" ON "video_labels" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "videos_unconfirmed_idx" ON "videos" USING btree ("facts_checked_at" NULLS FIRST,"id") WHERE "videos"."facts_source" is null;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_facts_source_check" CHECK ("videos"."facts_source" in ('data_api', 'feed', 'oembed', 'catalog'));