ALTER TABLE "appointments" ADD COLUMN "client_email" varchar(254) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "auto_confirm_requests" boolean DEFAULT false NOT NULL;