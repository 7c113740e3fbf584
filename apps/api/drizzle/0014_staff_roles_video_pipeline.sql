ALTER TABLE "course_videos" ADD COLUMN "status" varchar(12) DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_videos" ADD COLUMN "processing_error" text;--> statement-breakpoint
ALTER TABLE "course_videos" ADD COLUMN "processing_percent" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_videos" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "course_videos" ADD COLUMN "hls_key" text;--> statement-breakpoint
ALTER TABLE "course_videos" ADD COLUMN "poster_key" text;--> statement-breakpoint
ALTER TABLE "course_videos" ADD COLUMN "thumbnails_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" varchar(10);