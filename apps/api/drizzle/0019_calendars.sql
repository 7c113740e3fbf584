CREATE TABLE "availability" (
	"doctor_id" integer PRIMARY KEY NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"weekly" jsonb NOT NULL,
	"exceptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"buffer_before" smallint DEFAULT 0 NOT NULL,
	"buffer_after" smallint DEFAULT 0 NOT NULL,
	"min_notice" integer DEFAULT 120 NOT NULL,
	"horizon_days" smallint DEFAULT 60 NOT NULL,
	"slot_step" smallint DEFAULT 30 NOT NULL,
	"feed_token" varchar(64),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_feed_token_unique" UNIQUE("feed_token")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"doctor_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"price" numeric(10, 2),
	"currency" varchar(3) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "appointments_confirmed_slot_uq";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "service_id" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "time_zone" varchar(64) DEFAULT 'Europe/Chisinau' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "busy" "tstzrange";--> statement-breakpoint
-- The visits written before zones: their wall clock read in Chisinau's zone, half an hour when no duration.
UPDATE "appointments" SET "starts_at" = ("date_of_receipt" + "time_of_receipt"::time) AT TIME ZONE "time_zone";--> statement-breakpoint
UPDATE "appointments" SET "ends_at" = "starts_at" + CASE WHEN "duration"::interval > interval '0' THEN "duration"::interval ELSE interval '30 minutes' END;--> statement-breakpoint
-- Their busy time stays within their hour, which the old rule kept to one confirmed visit each: the constraint below holds on them.
UPDATE "appointments" SET "busy" = tstzrange("starts_at", LEAST("ends_at", date_trunc('hour', "starts_at") + interval '1 hour'));--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "starts_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "ends_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "busy" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "awaiting_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "reminded_24h_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "reminded_2h_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "availability" ADD CONSTRAINT "availability_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "services_doctor_idx" ON "services" USING btree ("doctor_id","position");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_reminders_idx" ON "appointments" USING btree ("starts_at") WHERE status = 'confirmed';--> statement-breakpoint
UPDATE "appointments" SET "confirmed_at" = "created_at" WHERE "status" = 'confirmed';--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_confirmed_overlap" EXCLUDE USING gist ("doctor_id" WITH =, "busy" WITH &&) WHERE ("status" = 'confirmed');
