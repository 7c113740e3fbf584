ALTER TABLE "course_videos" ADD COLUMN "free_preview" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "course_videos_video_link_idx" ON "course_videos" USING btree ("video_link");--> statement-breakpoint
CREATE INDEX "protocols_file_idx" ON "protocols" USING btree ("file");
