DROP INDEX "bot_orders_created_at_id_idx";--> statement-breakpoint
DROP INDEX "bot_orders_spam_created_at_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_at_id_idx";--> statement-breakpoint
DROP INDEX "contact_messages_spam_created_at_idx";--> statement-breakpoint
DROP INDEX "custom_bot_requests_created_at_id_idx";--> statement-breakpoint
DROP INDEX "custom_bot_requests_spam_created_at_idx";--> statement-breakpoint
DROP INDEX "desk_events_created_at_idx";--> statement-breakpoint
CREATE INDEX "bot_orders_created_at_id_idx" ON "bot_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bot_orders_spam_created_at_idx" ON "bot_orders" USING btree ("created_at","id") WHERE "bot_orders"."spam_reason" is not null;--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_id_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_spam_created_at_idx" ON "contact_messages" USING btree ("created_at","id") WHERE "contact_messages"."spam_reason" is not null;--> statement-breakpoint
CREATE INDEX "custom_bot_requests_created_at_id_idx" ON "custom_bot_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "custom_bot_requests_spam_created_at_idx" ON "custom_bot_requests" USING btree ("created_at","id") WHERE "custom_bot_requests"."spam_reason" is not null;--> statement-breakpoint
CREATE INDEX "desk_events_created_at_idx" ON "desk_events" USING btree ("created_at","id");