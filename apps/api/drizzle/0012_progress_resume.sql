ALTER TABLE "course_video_access" ADD COLUMN "resume_seconds" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "playback_rate" real DEFAULT 1 NOT NULL;