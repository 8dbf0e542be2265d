CREATE TABLE "bot_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bot_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"submission_id" uuid NOT NULL,
	"bot_slug" text NOT NULL,
	"bot_category" text NOT NULL,
	"user_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"platform" text NOT NULL,
	"requirements" text,
	"additional_info" text,
	"plan" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bot_orders_submission_id_unique" UNIQUE("submission_id"),
	CONSTRAINT "bot_orders_bot_slug_check" CHECK (btrim("bot_orders"."bot_slug") <> '' and char_length("bot_orders"."bot_slug") <= 100),
	CONSTRAINT "bot_orders_bot_category_check" CHECK (btrim("bot_orders"."bot_category") <> '' and char_length("bot_orders"."bot_category") <= 100),
	CONSTRAINT "bot_orders_user_name_check" CHECK (btrim("bot_orders"."user_name") <> '' and char_length("bot_orders"."user_name") <= 100),
	CONSTRAINT "bot_orders_email_check" CHECK (btrim("bot_orders"."email") <> '' and char_length("bot_orders"."email") <= 254),
	CONSTRAINT "bot_orders_phone_number_check" CHECK ("bot_orders"."phone_number" ~ '^(0|\+?[0-9]{1,3})?[0-9]{8,14}$' and char_length("bot_orders"."phone_number") <= 20),
	CONSTRAINT "bot_orders_platform_check" CHECK ("bot_orders"."platform" in ('facebook', 'whatsapp', 'instagram', 'discord', 'telegram', 'twitter', 'linkedin', 'messenger', 'other')),
	CONSTRAINT "bot_orders_plan_check" CHECK ("bot_orders"."plan" in ('basic', 'standard', 'premium')),
	CONSTRAINT "bot_orders_status_check" CHECK ("bot_orders"."status" in ('pending', 'confirmed', 'completed', 'cancelled')),
	CONSTRAINT "bot_orders_requirements_check" CHECK (char_length("bot_orders"."requirements") <= 5000),
	CONSTRAINT "bot_orders_additional_info_check" CHECK (char_length("bot_orders"."additional_info") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"submission_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"company" text NOT NULL,
	"inquiry_type" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_submission_id_unique" UNIQUE("submission_id"),
	CONSTRAINT "contact_messages_first_name_check" CHECK (btrim("contact_messages"."first_name") <> '' and char_length("contact_messages"."first_name") <= 100),
	CONSTRAINT "contact_messages_last_name_check" CHECK (char_length("contact_messages"."last_name") <= 100),
	CONSTRAINT "contact_messages_email_check" CHECK (btrim("contact_messages"."email") <> '' and char_length("contact_messages"."email") <= 254),
	CONSTRAINT "contact_messages_phone_check" CHECK ("contact_messages"."phone" ~ '^\+?[0-9]+$' and char_length("contact_messages"."phone") <= 20),
	CONSTRAINT "contact_messages_company_check" CHECK (btrim("contact_messages"."company") <> '' and char_length("contact_messages"."company") <= 200),
	CONSTRAINT "contact_messages_inquiry_type_check" CHECK ("contact_messages"."inquiry_type" in ('general_information', 'sales_inquiry', 'technical_support', 'custom_bot_development', 'partnership_opportunities', 'press_&_media', 'other')),
	CONSTRAINT "contact_messages_message_check" CHECK (btrim("contact_messages"."message") <> '' and char_length("contact_messages"."message") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "custom_bot_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_bot_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"submission_id" uuid NOT NULL,
	"business_name" text NOT NULL,
	"category" text NOT NULL,
	"platform" text NOT NULL,
	"business_size" text NOT NULL,
	"budget" text NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"requirements" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_bot_requests_submission_id_unique" UNIQUE("submission_id"),
	CONSTRAINT "custom_bot_requests_business_name_check" CHECK (btrim("custom_bot_requests"."business_name") <> '' and char_length("custom_bot_requests"."business_name") <= 200),
	CONSTRAINT "custom_bot_requests_category_check" CHECK ("custom_bot_requests"."category" in ('restaurant', 'ecommerce', 'realestate', 'healthcare', 'education', 'freelancing', 'finance', 'travel', 'other')),
	CONSTRAINT "custom_bot_requests_platform_check" CHECK ("custom_bot_requests"."platform" in ('facebook', 'whatsapp', 'instagram', 'discord', 'telegram', 'twitter', 'linkedin', 'messenger', 'other')),
	CONSTRAINT "custom_bot_requests_business_size_check" CHECK ("custom_bot_requests"."business_size" in ('startup', 'small', 'medium', 'large')),
	CONSTRAINT "custom_bot_requests_budget_check" CHECK ("custom_bot_requests"."budget" in ('under-50', '50-100', '100-250', '250-500', '500-plus', 'enterprise')),
	CONSTRAINT "custom_bot_requests_features_check" CHECK ("custom_bot_requests"."features" <@ array['Customer Support Chat', 'Order Management', 'Inventory Tracking', 'Analytics & Reporting', 'Payment Processing', 'Social Media Integration', 'Email Marketing', 'Appointment Scheduling', 'Lead Generation', 'CRM Integration']::text[] and cardinality("custom_bot_requests"."features") <= 10),
	CONSTRAINT "custom_bot_requests_requirements_check" CHECK (char_length("custom_bot_requests"."requirements") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"source" text DEFAULT 'footer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_email_check" CHECK (btrim("newsletter_subscriptions"."email") <> '' and char_length("newsletter_subscriptions"."email") <= 254 and "newsletter_subscriptions"."email" = btrim("newsletter_subscriptions"."email")),
	CONSTRAINT "newsletter_subscriptions_source_check" CHECK ("newsletter_subscriptions"."source" in ('footer'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_lower_key" ON "newsletter_subscriptions" USING btree (lower("email"));