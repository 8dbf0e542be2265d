CREATE TABLE "desk_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desk_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "desk_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"lead_type" text,
	"lead_id" bigint,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desk_events_action_check" CHECK ("desk_events"."action" in ('sign_in', 'status', 'verdict', 'note', 'retry', 'erasure', 'unsubscribe'))
);
--> statement-breakpoint
CREATE TABLE "desk_notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "desk_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lead_type" text NOT NULL,
	"lead_id" bigint NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desk_notes_lead_type_check" CHECK ("desk_notes"."lead_type" in ('order', 'custom_bot_request', 'contact_message')),
	CONSTRAINT "desk_notes_body_check" CHECK (btrim("desk_notes"."body") <> '' and char_length("desk_notes"."body") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "desk_passkeys" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text,
	"public_key" text NOT NULL,
	"user_id" text NOT NULL,
	"credential_id" text NOT NULL,
	"counter" integer NOT NULL,
	"device_type" text NOT NULL,
	"backed_up" boolean NOT NULL,
	"transports" text,
	"aaguid" text,
	"created_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "desk_rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "desk_rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "desk_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desk_sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "desk_used_links" (
	"link_id" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desk_users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desk_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "desk_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_orders" DROP CONSTRAINT "bot_orders_status_check";--> statement-breakpoint
ALTER TABLE "bot_orders" DROP CONSTRAINT "bot_orders_spam_reason_check";--> statement-breakpoint
ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_spam_reason_check";--> statement-breakpoint
ALTER TABLE "custom_bot_requests" DROP CONSTRAINT "custom_bot_requests_spam_reason_check";--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" DROP CONSTRAINT "newsletter_subscriptions_spam_reason_check";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_bot_requests" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "desk_accounts" ADD CONSTRAINT "desk_accounts_user_id_desk_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."desk_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_passkeys" ADD CONSTRAINT "desk_passkeys_user_id_desk_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."desk_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_sessions" ADD CONSTRAINT "desk_sessions_user_id_desk_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."desk_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "desk_events_created_at_idx" ON "desk_events" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "desk_events_lead_idx" ON "desk_events" USING btree ("lead_type","lead_id");--> statement-breakpoint
CREATE INDEX "desk_notes_lead_idx" ON "desk_notes" USING btree ("lead_type","lead_id");--> statement-breakpoint
CREATE INDEX "desk_passkeys_user_id_idx" ON "desk_passkeys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "desk_passkeys_credential_id_idx" ON "desk_passkeys" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "desk_sessions_user_id_idx" ON "desk_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "desk_verifications_identifier_idx" ON "desk_verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "bot_orders_created_at_id_idx" ON "bot_orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bot_orders_spam_created_at_idx" ON "bot_orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "bot_orders"."spam_reason" is not null;--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_id_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_messages_spam_created_at_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "contact_messages"."spam_reason" is not null;--> statement-breakpoint
CREATE INDEX "custom_bot_requests_created_at_id_idx" ON "custom_bot_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "custom_bot_requests_spam_created_at_idx" ON "custom_bot_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "custom_bot_requests"."spam_reason" is not null;--> statement-breakpoint
ALTER TABLE "bot_orders" ADD CONSTRAINT "bot_orders_status_check" CHECK ("bot_orders"."status" in ('pending', 'contacted', 'won', 'lost'));--> statement-breakpoint
ALTER TABLE "bot_orders" ADD CONSTRAINT "bot_orders_spam_reason_check" CHECK ("bot_orders"."spam_reason" is null or "bot_orders"."spam_reason" in ('honeypot', 'too_fast', 'manual'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status_check" CHECK ("contact_messages"."status" in ('pending', 'replied', 'closed'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_spam_reason_check" CHECK ("contact_messages"."spam_reason" is null or "contact_messages"."spam_reason" in ('honeypot', 'too_fast', 'manual'));--> statement-breakpoint
ALTER TABLE "custom_bot_requests" ADD CONSTRAINT "custom_bot_requests_status_check" CHECK ("custom_bot_requests"."status" in ('pending', 'contacted', 'won', 'lost'));--> statement-breakpoint
ALTER TABLE "custom_bot_requests" ADD CONSTRAINT "custom_bot_requests_spam_reason_check" CHECK ("custom_bot_requests"."spam_reason" is null or "custom_bot_requests"."spam_reason" in ('honeypot', 'too_fast', 'manual'));--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_spam_reason_check" CHECK ("newsletter_subscriptions"."spam_reason" is null or "newsletter_subscriptions"."spam_reason" in ('honeypot', 'too_fast', 'manual'));