-- The role the app connects as: it may add submissions, never read, change or delete them.
-- Run as the database owner after `npm run db:migrate`, then give the role a password:
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
  rate_limits, submission_keys from botbazaar_app;
grant insert on bot_orders, custom_bot_requests, contact_messages, newsletter_subscriptions
  to botbazaar_app;
-- The rate limiter and the idempotency keys are the app's own bookkeeping (no visitor's data):
-- each is counted or claimed in one upsert, which reads and updates its own rows.
grant select, insert, update on rate_limits, submission_keys to botbazaar_app;
-- A clean subscription clears the spam flag of its address, and nothing else (migration 0003).
grant execute on function clear_newsletter_spam_flag(text) to botbazaar_app;
