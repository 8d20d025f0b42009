CREATE TABLE "common_playlist_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "common_playlist_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"category" text NOT NULL,
	"difficulty" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"estimated_duration" integer NOT NULL,
	"tags" text[] NOT NULL,
	"video_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_playlist_selections" (
	"user_id" integer NOT NULL,
	"playlist_item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_playlist_selections_user_id_playlist_item_id_pk" PRIMARY KEY("user_id","playlist_item_id")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "common_playlist_items" ADD CONSTRAINT "common_playlist_items_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_playlist_selections" ADD CONSTRAINT "user_playlist_selections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_playlist_selections" ADD CONSTRAINT "user_playlist_selections_playlist_item_id_common_playlist_items_id_fk" FOREIGN KEY ("playlist_item_id") REFERENCES "public"."common_playlist_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "common_playlist_items_key" ON "common_playlist_items" USING btree ("key");--> statement-breakpoint
CREATE INDEX "common_playlist_items_category_idx" ON "common_playlist_items" USING btree ("category","position");--> statement-breakpoint
CREATE INDEX "user_playlist_selections_item_idx" ON "user_playlist_selections" USING btree ("playlist_item_id");--> statement-breakpoint
CREATE INDEX "contact_messages_email_created_idx" ON "contact_messages" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_user_idx" ON "contact_messages" USING btree ("user_id");