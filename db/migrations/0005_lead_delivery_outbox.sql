CREATE TABLE "lead_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"lead_type" text NOT NULL,
	"reference" text NOT NULL,
	"recipient" text,
	"payload" jsonb,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "lead_deliveries_lead_channel_unique" UNIQUE("lead_type","reference","channel"),
	CONSTRAINT "lead_deliveries_channel_check" CHECK ("lead_deliveries"."channel" in ('alert', 'confirmation', 'webhook')),
	CONSTRAINT "lead_deliveries_lead_type_check" CHECK ("lead_deliveries"."lead_type" in ('order', 'custom_bot_request', 'contact_message')),
	CONSTRAINT "lead_deliveries_state_check" CHECK ("lead_deliveries"."state" in ('pending', 'sent', 'skipped', 'dead'))
);
--> statement-breakpoint
CREATE INDEX "lead_deliveries_due_idx" ON "lead_deliveries" USING btree ("next_attempt_at") WHERE "lead_deliveries"."state" = 'pending';