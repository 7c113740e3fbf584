CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"doctor_id" integer NOT NULL,
	"client_name" varchar(200) NOT NULL,
	"client_phone" varchar(40) NOT NULL,
	"client_comments" text DEFAULT '' NOT NULL,
	"date_of_receipt" date NOT NULL,
	"time_of_receipt" varchar(5) NOT NULL,
	"hour" smallint NOT NULL,
	"duration" varchar(5) DEFAULT '00:30' NOT NULL,
	"status" varchar(10) DEFAULT 'new' NOT NULL,
	"lang" varchar(2) DEFAULT 'ro' NOT NULL,
	"source" varchar(10) DEFAULT 'dashboard' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "about_page" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"short_description" jsonb NOT NULL,
	"mission" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "author_gallery" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"image" text NOT NULL,
	"image_thumbnail" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authors" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"sub_title" jsonb NOT NULL,
	"specialization" jsonb NOT NULL,
	"description_short" jsonb NOT NULL,
	"image" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(120) NOT NULL,
	"title" jsonb NOT NULL,
	"excerpt" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"image" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"contact_data" varchar(100) NOT NULL,
	"country" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hero_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"image_mobile_thumbnail" text NOT NULL,
	"image_tablet_thumbnail" text NOT NULL,
	"image_laptop_thumbnail" text NOT NULL,
	"image_pc_thumbnail" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"button_link" text DEFAULT '' NOT NULL,
	"button_is_active" boolean DEFAULT false NOT NULL,
	"button_name" jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"image" text NOT NULL,
	"discount" smallint DEFAULT 0 NOT NULL,
	"course_id" integer,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "region_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_eu" varchar(40) NOT NULL,
	"phone_md" varchar(40) NOT NULL,
	"phone_ro" varchar(40) NOT NULL,
	"phone_ru" varchar(40) NOT NULL,
	"address_eu" text NOT NULL,
	"address_md" text NOT NULL,
	"address_ro" text NOT NULL,
	"address_ru" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"profession" jsonb NOT NULL,
	"text" jsonb NOT NULL,
	"image" text NOT NULL,
	"rating" smallint DEFAULT 5 NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "useful_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"image" text,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_access" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"full_progress" smallint DEFAULT 0 NOT NULL,
	"order_id" integer,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_access_user_course_uq" UNIQUE("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "course_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"image" text NOT NULL,
	"link" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"slug" varchar(60) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "course_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "course_chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_tag_links" (
	"course_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "course_tag_links_course_id_tag_id_pk" PRIMARY KEY("course_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "course_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_update_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_video_access" (
	"id" serial PRIMARY KEY NOT NULL,
	"access_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"watched" boolean DEFAULT false NOT NULL,
	"how_many_viewed" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "course_video_access_uq" UNIQUE("access_id","video_id")
);
--> statement-breakpoint
CREATE TABLE "course_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"kind" varchar(12) NOT NULL,
	"time" varchar(20) NOT NULL,
	"video_link" text NOT NULL,
	"image_thumbnail" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image" text NOT NULL,
	"image_thumbnail" text NOT NULL,
	"discount" smallint DEFAULT 0 NOT NULL,
	"preview_video_link" text DEFAULT '' NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"time" varchar(20) NOT NULL,
	"category_id" integer NOT NULL,
	"module_id" integer,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"completion_certificate" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protocols" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"file" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashback_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"amount" numeric(12, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"course_id" integer,
	"title" text NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"line_total" numeric(12, 2) NOT NULL,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"market" varchar(2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"price_tier" varchar(12) DEFAULT 'professional' NOT NULL,
	"contact" jsonb,
	"delivery_type" varchar(20),
	"payment_type" varchar(10) NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"promo_code" varchar(60) DEFAULT '' NOT NULL,
	"subtotal" numeric(12, 2) NOT NULL,
	"delivery_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"delivery_by_weight" boolean DEFAULT false NOT NULL,
	"cashback_used" numeric(12, 2) DEFAULT 0 NOT NULL,
	"cashback_earned" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" varchar(30) NOT NULL,
	"provider_ref" varchar(100) DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"paid_by_card" boolean DEFAULT false NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"image" text
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"type" varchar(60) DEFAULT '' NOT NULL,
	"weight_packaging" varchar(60) DEFAULT '' NOT NULL,
	"size_packaging" varchar(60) DEFAULT '' NOT NULL,
	"short_description" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"description2" jsonb NOT NULL,
	"ingredients" jsonb NOT NULL,
	"image_thumbnail" text NOT NULL,
	"image2_thumbnail" text,
	"brand_id" integer,
	"category_id" integer,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"variant_group" varchar(60),
	"doctor" boolean DEFAULT false NOT NULL,
	"cosmetolog" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"catherine_store" boolean DEFAULT false NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"price" numeric(10, 2),
	"price_ro" numeric(10, 2),
	"price_ru" numeric(10, 2),
	"price_old" numeric(10, 2),
	"price_old_ro" numeric(10, 2),
	"price_old_ru" numeric(10, 2),
	"discount" smallint DEFAULT 0 NOT NULL,
	"discount_ro" smallint DEFAULT 0 NOT NULL,
	"discount_ru" smallint DEFAULT 0 NOT NULL,
	"is_special_offer" boolean DEFAULT false NOT NULL,
	"is_special_offer_ro" boolean DEFAULT false NOT NULL,
	"is_special_offer_ru" boolean DEFAULT false NOT NULL,
	"in_stock_for_md" boolean DEFAULT false NOT NULL,
	"in_stock_for_ro" boolean DEFAULT false NOT NULL,
	"in_stock_for_ru" boolean DEFAULT false NOT NULL,
	"client_price" numeric(10, 2),
	"client_price_ro" numeric(10, 2),
	"client_price_ru" numeric(10, 2),
	"client_price_old" numeric(10, 2),
	"client_price_old_ro" numeric(10, 2),
	"client_price_old_ru" numeric(10, 2),
	"client_discount" smallint DEFAULT 0 NOT NULL,
	"client_discount_ro" smallint DEFAULT 0 NOT NULL,
	"client_discount_ru" smallint DEFAULT 0 NOT NULL,
	"client_in_stock_for_md" boolean DEFAULT false NOT NULL,
	"client_in_stock_for_ro" boolean DEFAULT false NOT NULL,
	"client_in_stock_for_ru" boolean DEFAULT false NOT NULL,
	"weight_grams" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "products_stock_non_negative" CHECK ("products"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "similar_products" (
	"product_id" integer NOT NULL,
	"similar_id" integer NOT NULL,
	CONSTRAINT "similar_products_product_id_similar_id_pk" PRIMARY KEY("product_id","similar_id")
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_tokens_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_profile_id" integer NOT NULL,
	"image" text NOT NULL,
	"show" boolean DEFAULT true NOT NULL,
	"for_completing_the_course" boolean DEFAULT false NOT NULL,
	"title" jsonb,
	"course_name" jsonb,
	"course_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(300) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"specialization" varchar(300) DEFAULT '' NOT NULL,
	"consultation_price" numeric(10, 2),
	"currency" varchar(3) DEFAULT 'eur' NOT NULL,
	"address" varchar(500) DEFAULT '' NOT NULL,
	"city" varchar(100) DEFAULT '' NOT NULL,
	"type" varchar(20) DEFAULT 'other' NOT NULL,
	"phone" varchar(40) DEFAULT '' NOT NULL,
	"landing_page_is_active" boolean DEFAULT false NOT NULL,
	"is_specialist" boolean DEFAULT false NOT NULL,
	"price" numeric(10, 2),
	"money_type" varchar(3) DEFAULT '' NOT NULL,
	"shop_is_active" boolean DEFAULT true NOT NULL,
	"utm_tags" varchar(500) DEFAULT '' NOT NULL,
	"lang" varchar(2) DEFAULT 'ro' NOT NULL,
	"registration_file" text,
	CONSTRAINT "profiles_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(254) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" varchar(150) DEFAULT '' NOT NULL,
	"last_name" varchar(150) DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "work_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"title" varchar(300) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_gallery" ADD CONSTRAINT "author_gallery_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_access" ADD CONSTRAINT "course_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_access" ADD CONSTRAINT "course_access_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_banners" ADD CONSTRAINT "course_banners_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_chapters" ADD CONSTRAINT "course_chapters_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_modules" ADD CONSTRAINT "course_modules_category_id_course_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."course_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_tag_links" ADD CONSTRAINT "course_tag_links_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_tag_links" ADD CONSTRAINT "course_tag_links_tag_id_course_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."course_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_update_notices" ADD CONSTRAINT "course_update_notices_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_video_access" ADD CONSTRAINT "course_video_access_access_id_course_access_id_fk" FOREIGN KEY ("access_id") REFERENCES "public"."course_access"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_video_access" ADD CONSTRAINT "course_video_access_video_id_course_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."course_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_videos" ADD CONSTRAINT "course_videos_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_category_id_course_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."course_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_module_id_course_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."course_modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_entries" ADD CONSTRAINT "cashback_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_entries" ADD CONSTRAINT "cashback_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_shop_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."shop_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similar_products" ADD CONSTRAINT "similar_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similar_products" ADD CONSTRAINT "similar_products_similar_id_products_id_fk" FOREIGN KEY ("similar_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_profile_id_profiles_id_fk" FOREIGN KEY ("user_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_slides" ADD CONSTRAINT "work_slides_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_confirmed_slot_uq" ON "appointments" USING btree ("doctor_id","date_of_receipt","hour") WHERE status = 'confirmed';--> statement-breakpoint
CREATE INDEX "appointments_doctor_idx" ON "appointments" USING btree ("doctor_id","date_of_receipt");--> statement-breakpoint
CREATE INDEX "course_videos_course_idx" ON "course_videos" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "courses_category_idx" ON "courses" USING btree ("category_id","module_id");--> statement-breakpoint
CREATE INDEX "cashback_entries_user_idx" ON "cashback_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");