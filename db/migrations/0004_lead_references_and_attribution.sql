ALTER TABLE "bot_orders" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "bot_orders" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "bot_orders" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "bot_orders" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "bot_orders" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "bot_orders" ADD COLUMN "utm_content" text;--> statement-breakpoint
ALTER TABLE "bot_orders" ADD COLUMN "referrer" text;--> statement-breakpoint
ALTER TABLE "bot_orders" ADD COLUMN "landing_path" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_content" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "referrer" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "landing_path" text;--> statement-breakpoint
ALTER TABLE "custom_bot_requests" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "custom_bot_requests" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "custom_bot_requests" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "custom_bot_requests" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "custom_bot_requests" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "custom_bot_requests" ADD COLUMN "utm_content" text;--> statement-breakpoint
ALTER TABLE "custom_bot_requests" ADD COLUMN "referrer" text;--> statement-breakpoint
ALTER TABLE "custom_bot_requests" ADD COLUMN "landing_path" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "utm_content" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "referrer" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "landing_path" text;--> statement-breakpoint
ALTER TABLE "submission_keys" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "bot_orders" ADD CONSTRAINT "bot_orders_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "custom_bot_requests" ADD CONSTRAINT "custom_bot_requests_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "bot_orders" ADD CONSTRAINT "bot_orders_reference_check" CHECK ("bot_orders"."reference" ~ '^BB-[0-9A-HJKMNP-TV-Z]{6}$');--> statement-breakpoint
ALTER TABLE "bot_orders" ADD CONSTRAINT "bot_orders_utm_source_check" CHECK (char_length("bot_orders"."utm_source") <= 200);--> statement-breakpoint
ALTER TABLE "bot_orders" ADD CONSTRAINT "bot_orders_utm_medium_check" CHECK (char_length("bot_orders"."utm_medium") <= 200);--> statement-breakpoint
ALTER TABLE "bot_orders" ADD CONSTRAINT "bot_orders_utm_campaign_check" CHECK (char_length("bot_orders"."utm_campaign") <= 200);--> statement-breakpoint
ALTER TABLE "bot_orders" ADD CONSTRAINT "bot_orders_utm_term_check" CHECK (char_length("bot_orders"."utm_term") <= 200);--> statement-breakpoint
ALTER TABLE "bot_orders" ADD CONSTRAINT "bot_orders_utm_content_check" CHECK (char_length("bot_orders"."utm_content") <= 200);--> statement-breakpoint
ALTER TABLE "bot_orders" ADD CONSTRAINT "bot_orders_referrer_check" CHECK (char_length("bot_orders"."referrer") <= 500);--> statement-breakpoint
ALTER TABLE "bot_orders" ADD CONSTRAINT "bot_orders_landing_path_check" CHECK (char_length("bot_orders"."landing_path") <= 500);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_reference_check" CHECK ("contact_messages"."reference" ~ '^BB-[0-9A-HJKMNP-TV-Z]{6}$');--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_utm_source_check" CHECK (char_length("contact_messages"."utm_source") <= 200);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_utm_medium_check" CHECK (char_length("contact_messages"."utm_medium") <= 200);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_utm_campaign_check" CHECK (char_length("contact_messages"."utm_campaign") <= 200);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_utm_term_check" CHECK (char_length("contact_messages"."utm_term") <= 200);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_utm_content_check" CHECK (char_length("contact_messages"."utm_content") <= 200);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_referrer_check" CHECK (char_length("contact_messages"."referrer") <= 500);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_landing_path_check" CHECK (char_length("contact_messages"."landing_path") <= 500);--> statement-breakpoint
ALTER TABLE "custom_bot_requests" ADD CONSTRAINT "custom_bot_requests_reference_check" CHECK ("custom_bot_requests"."reference" ~ '^BB-[0-9A-HJKMNP-TV-Z]{6}$');--> statement-breakpoint
ALTER TABLE "custom_bot_requests" ADD CONSTRAINT "custom_bot_requests_utm_source_check" CHECK (char_length("custom_bot_requests"."utm_source") <= 200);--> statement-breakpoint
ALTER TABLE "custom_bot_requests" ADD CONSTRAINT "custom_bot_requests_utm_medium_check" CHECK (char_length("custom_bot_requests"."utm_medium") <= 200);--> statement-breakpoint
ALTER TABLE "custom_bot_requests" ADD CONSTRAINT "custom_bot_requests_utm_campaign_check" CHECK (char_length("custom_bot_requests"."utm_campaign") <= 200);--> statement-breakpoint
ALTER TABLE "custom_bot_requests" ADD CONSTRAINT "custom_bot_requests_utm_term_check" CHECK (char_length("custom_bot_requests"."utm_term") <= 200);--> statement-breakpoint
ALTER TABLE "custom_bot_requests" ADD CONSTRAINT "custom_bot_requests_utm_content_check" CHECK (char_length("custom_bot_requests"."utm_content") <= 200);--> statement-breakpoint
ALTER TABLE "custom_bot_requests" ADD CONSTRAINT "custom_bot_requests_referrer_check" CHECK (char_length("custom_bot_requests"."referrer") <= 500);--> statement-breakpoint
ALTER TABLE "custom_bot_requests" ADD CONSTRAINT "custom_bot_requests_landing_path_check" CHECK (char_length("custom_bot_requests"."landing_path") <= 500);--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_utm_source_check" CHECK (char_length("newsletter_subscriptions"."utm_source") <= 200);--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_utm_medium_check" CHECK (char_length("newsletter_subscriptions"."utm_medium") <= 200);--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_utm_campaign_check" CHECK (char_length("newsletter_subscriptions"."utm_campaign") <= 200);--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_utm_term_check" CHECK (char_length("newsletter_subscriptions"."utm_term") <= 200);--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_utm_content_check" CHECK (char_length("newsletter_subscriptions"."utm_content") <= 200);--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_referrer_check" CHECK (char_length("newsletter_subscriptions"."referrer") <= 500);--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_landing_path_check" CHECK (char_length("newsletter_subscriptions"."landing_path") <= 500);