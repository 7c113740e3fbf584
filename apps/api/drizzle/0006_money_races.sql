CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"scope" varchar(20) NOT NULL,
	"key" varchar(100) NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"record_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "course_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "attempted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_uq" ON "idempotency_keys" USING btree ("user_id","scope","key");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Course orders name their course; of several pending orders of one course (made before this
-- index), the newest stays pending and the others are cancelled.
UPDATE "orders" SET "course_id" = (SELECT "course_id" FROM "order_items" WHERE "order_id" = "orders"."id" ORDER BY "id" LIMIT 1) WHERE "kind" = 'course';--> statement-breakpoint
UPDATE "orders" SET "status" = 'cancelled' WHERE "kind" = 'course' AND "status" = 'pending' AND EXISTS (SELECT 1 FROM "orders" AS "newer" WHERE "newer"."kind" = 'course' AND "newer"."status" = 'pending' AND "newer"."user_id" = "orders"."user_id" AND "newer"."course_id" = "orders"."course_id" AND "newer"."id" > "orders"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_pending_course_uq" ON "orders" USING btree ("user_id","course_id") WHERE kind = 'course' and status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_order_uq" ON "payments" USING btree ("order_id") WHERE status in ('processing', 'succeeded');