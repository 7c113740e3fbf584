ALTER TABLE "orders" ADD COLUMN "lang" varchar(2);--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "code" varchar(32);--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "holder_name" varchar(300);--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "lang" varchar(2);--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_code_unique" UNIQUE("code");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_profile_course_uq" UNIQUE("user_profile_id","course_id");