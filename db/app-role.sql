-- The role the app connects as: it may add submissions, never read, change or delete them.
-- Run as the database owner after `npm run db:migrate` (and again after each migration that
-- adds a column), then give the role a password:
--   psql "$OWNER_DATABASE_URL" -f db/app-role.sql
--   psql "$OWNER_DATABASE_URL" -c "alter role botbazaar_app password '...'"
do $$
begin
  if not exists (select from pg_roles where rolname = 'botbazaar_app') then
    create role botbazaar_app login;
  end if;
end
$$;

grant usage on schema public to botbazaar_app;
revoke all on bot_orders, custom_bot_requests, contact_messages, newsletter_subscriptions,
  rate_limits, submission_keys, lead_deliveries, demo_conversations, demo_messages,
  demo_token_days from botbazaar_app;

-- Inserts name the columns a visitor's submission fills, and no others: not `status`, which
-- only the provider moves on from its default 'pending', nor `created_at` or `id`.
grant insert (submission_id, bot_slug, bot_category, user_name, email, phone_number, platform,
    requirements, additional_info, plan, spam_reason, reference, utm_source, utm_medium,
    utm_campaign, utm_term, utm_content, referrer, landing_path, demo_conversation_id)
  on bot_orders to botbazaar_app;
grant insert (submission_id, business_name, category, platform, business_size, budget, features,
    requirements, contact_name, email, phone, spam_reason, reference, utm_source, utm_medium,
    utm_campaign, utm_term, utm_content, referrer, landing_path)
  on custom_bot_requests to botbazaar_app;
grant insert (submission_id, first_name, last_name, email, phone, company, inquiry_type, message,
    spam_reason, reference, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
    referrer, landing_path)
  on contact_messages to botbazaar_app;
grant insert (email, source, spam_reason, utm_source, utm_medium, utm_campaign, utm_term,
    utm_content, referrer, landing_path)
  on newsletter_subscriptions to botbazaar_app;

-- The app's own bookkeeping, no visitor's data: the rate limiter's counters (a client's network
-- address, or a hash of a mailbox, never an e-mail address: db/queries/limit-keys.ts) and the
-- idempotency keys, each counted or claimed in one upsert that reads and updates its own rows,
-- and deleted once past their time (lib/housekeeping.ts).
grant select, insert, update, delete on rate_limits, submission_keys to botbazaar_app;
-- The delivery outbox, column by column: queued with each lead (its channels, the lead's copy,
-- a confirmation's recipient), then claimed and marked by the worker. A row's copy of the lead
-- and its recipient are cleared once it is sent, skipped or dead, so the role reads them only
-- while a delivery is still to go out; what went wrong (last_error) it writes and never reads.
grant insert (channel, lead_type, reference, recipient, payload) on lead_deliveries
  to botbazaar_app;
grant select (id, channel, lead_type, reference, recipient, payload, state, attempts,
    next_attempt_at, locked_until, created_at)
  on lead_deliveries to botbazaar_app;
grant update (state, attempts, next_attempt_at, locked_until, last_error, delivered_at, payload,
    recipient)
  on lead_deliveries to botbazaar_app;

-- A clean subscription clears the spam flag of its address, and nothing else (migration 0003).
grant execute on function clear_newsletter_spam_flag(text) to botbazaar_app;

-- Readiness (GET /readyz) compares the migrations applied with the build's: drizzle's record of
-- them holds no visitor's data.
grant usage on schema drizzle to botbazaar_app;
grant select on drizzle.__drizzle_migrations to botbazaar_app;

-- The bot demos (docs/demo.md): the site holds each conversation, so it starts them, counts their
-- messages and reads them back to the model; it keeps the day's live tokens; and it deletes
-- conversations 30 days after they start. It never changes what a message said.
grant select, insert, delete on demo_conversations to botbazaar_app;
grant update (visitor_messages, live_replies, tokens) on demo_conversations to botbazaar_app;
grant select, insert on demo_messages to botbazaar_app;
grant select, insert, update, delete on demo_token_days to botbazaar_app;
