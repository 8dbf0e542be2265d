CREATE TABLE "submission_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_bot_requests" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "custom_bot_requests" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "custom_bot_requests" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "custom_bot_requests" ADD CONSTRAINT "custom_bot_requests_contact_name_check" CHECK (btrim("custom_bot_requests"."contact_name") <> '' and char_length("custom_bot_requests"."contact_name") <= 100);--> statement-breakpoint
ALTER TABLE "custom_bot_requests" ADD CONSTRAINT "custom_bot_requests_email_check" CHECK (btrim("custom_bot_requests"."email") <> '' and char_length("custom_bot_requests"."email") <= 254);--> statement-breakpoint
ALTER TABLE "custom_bot_requests" ADD CONSTRAINT "custom_bot_requests_phone_check" CHECK ("custom_bot_requests"."phone" ~ '^\+?[0-9]+$' and char_length("custom_bot_requests"."phone") <= 20);