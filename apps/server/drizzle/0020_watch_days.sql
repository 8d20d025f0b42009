CREATE TABLE "watch_days" (
	"user_id" integer NOT NULL,
	"local_date" text NOT NULL,
	"seconds" bigint NOT NULL,
	"events" integer NOT NULL,
	"streak" integer NOT NULL,
	CONSTRAINT "watch_days_user_id_local_date_pk" PRIMARY KEY("user_id","local_date")
);
--> statement-breakpoint
ALTER TABLE "watch_days" ADD CONSTRAINT "watch_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;