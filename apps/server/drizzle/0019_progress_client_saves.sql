CREATE TABLE "progress_client_saves" (
	"user_id" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "progress_client_saves_user_id_client_id_pk" PRIMARY KEY("user_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "progress_client_saves" ADD CONSTRAINT "progress_client_saves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "progress_client_saves_applied_idx" ON "progress_client_saves" USING btree ("applied_at");