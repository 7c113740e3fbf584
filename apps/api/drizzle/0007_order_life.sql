ALTER TABLE "orders" ADD COLUMN "cancel_reason" varchar(10);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_pending_created_idx" ON "orders" USING btree ("created_at") WHERE status = 'pending';