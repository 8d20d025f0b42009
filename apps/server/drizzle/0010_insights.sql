CREATE TABLE "difficulty_feedback" (
	"user_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "difficulty_feedback_user_id_video_id_pk" PRIMARY KEY("user_id","video_id"),
	CONSTRAINT "difficulty_feedback_rating_check" CHECK ("difficulty_feedback"."rating" in (1, 3, 5))
);
--> statement-breakpoint
CREATE TABLE "video_watch_totals" (
	"user_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"last_watched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "video_watch_totals_user_id_video_id_pk" PRIMARY KEY("user_id","video_id")
);
--> statement-breakpoint
CREATE TABLE "plan_notes" (
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"notes" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_notes_user_id_plan_id_pk" PRIMARY KEY("user_id","plan_id")
);
--> statement-breakpoint
ALTER TABLE "difficulty_feedback" ADD CONSTRAINT "difficulty_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "difficulty_feedback" ADD CONSTRAINT "difficulty_feedback_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_watch_totals" ADD CONSTRAINT "video_watch_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_watch_totals" ADD CONSTRAINT "video_watch_totals_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_notes" ADD CONSTRAINT "plan_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_notes" ADD CONSTRAINT "plan_notes_plan_id_learning_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."learning_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "difficulty_feedback_video_idx" ON "difficulty_feedback" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "video_watch_totals_video_idx" ON "video_watch_totals" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "plan_notes_plan_idx" ON "plan_notes" USING btree ("plan_id");