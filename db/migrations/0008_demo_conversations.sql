CREATE TABLE "demo_conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"demo_id" text NOT NULL,
	"page" text NOT NULL,
	"client_hash" text NOT NULL,
	"visitor_messages" integer DEFAULT 0 NOT NULL,
	"live_replies" integer DEFAULT 0 NOT NULL,
	"tokens" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_conversations_demo_id_check" CHECK ("demo_conversations"."demo_id" in ('restaurant', 'ecommercebot', 'realstate', 'healthcare', 'edumentor', 'freelance', 'customersupport', 'contentgen', 'leadgen', 'hrassistant', 'finance', 'marketingads', 'travel')),
	CONSTRAINT "demo_conversations_page_check" CHECK (char_length("demo_conversations"."page") <= 100)
);
--> statement-breakpoint
CREATE TABLE "demo_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demo_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" text NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"fallback" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_messages_kind_check" CHECK ("demo_messages"."kind" in ('visitor', 'live', 'stopped', 'scripted', 'fallback')),
	CONSTRAINT "demo_messages_fallback_check" CHECK ("demo_messages"."fallback" is null or "demo_messages"."fallback" in ('limit', 'budget', 'down', 'busy')),
	CONSTRAINT "demo_messages_text_check" CHECK (char_length("demo_messages"."text") <= 4000)
);
--> statement-breakpoint
CREATE TABLE "demo_token_days" (
	"day" date PRIMARY KEY NOT NULL,
	"tokens" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_orders" ADD COLUMN "demo_conversation_id" text;--> statement-breakpoint
ALTER TABLE "demo_messages" ADD CONSTRAINT "demo_messages_conversation_id_demo_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."demo_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_conversations_created_at_idx" ON "demo_conversations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "demo_messages_conversation_idx" ON "demo_messages" USING btree ("conversation_id","id");--> statement-breakpoint
ALTER TABLE "bot_orders" ADD CONSTRAINT "bot_orders_demo_conversation_id_check" CHECK (char_length("bot_orders"."demo_conversation_id") <= 22);