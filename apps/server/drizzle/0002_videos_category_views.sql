DROP INDEX "videos_category_idx";--> statement-breakpoint
CREATE INDEX "videos_category_views_idx" ON "videos" USING btree ("category","view_count");