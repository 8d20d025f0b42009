CREATE TABLE "share_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "share_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"plan_id" integer,
	"group_id" integer,
	"channel" text NOT NULL,
	"to_user_id" integer,
	"to_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_events_one_subject" CHECK (num_nonnulls("share_events"."plan_id", "share_events"."group_id") <= 1)
);
--> statement-breakpoint
ALTER TABLE "share_events" ADD CONSTRAINT "share_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_events" ADD CONSTRAINT "share_events_plan_id_learning_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."learning_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_events" ADD CONSTRAINT "share_events_group_id_plan_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."plan_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_events" ADD CONSTRAINT "share_events_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_events_user_idx" ON "share_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "share_events_plan_idx" ON "share_events" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "share_events_group_idx" ON "share_events" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "share_events_to_user_idx" ON "share_events" USING btree ("to_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_plans_owner_source_key" ON "learning_plans" USING btree ("owner_id","source_plan_id");--> statement-breakpoint
CREATE INDEX "learning_plans_title_trgm_idx" ON "learning_plans" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "learning_plans_description_trgm_idx" ON "learning_plans" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "plan_groups_name_trgm_idx" ON "plan_groups" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "plan_groups_description_trgm_idx" ON "plan_groups" USING gin ("description" gin_trgm_ops);