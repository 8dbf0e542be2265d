CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_orders" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "custom_bot_requests" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "bot_orders" ADD CONSTRAINT "bot_orders_spam_reason_check" CHECK ("bot_orders"."spam_reason" is null or "bot_orders"."spam_reason" in ('honeypot', 'too_fast'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_spam_reason_check" CHECK ("contact_messages"."spam_reason" is null or "contact_messages"."spam_reason" in ('honeypot', 'too_fast'));--> statement-breakpoint
ALTER TABLE "custom_bot_requests" ADD CONSTRAINT "custom_bot_requests_spam_reason_check" CHECK ("custom_bot_requests"."spam_reason" is null or "custom_bot_requests"."spam_reason" in ('honeypot', 'too_fast'));--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_spam_reason_check" CHECK ("newsletter_subscriptions"."spam_reason" is null or "newsletter_subscriptions"."spam_reason" in ('honeypot', 'too_fast'));