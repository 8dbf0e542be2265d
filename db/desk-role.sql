-- The role the desk connects as (DESK_DATABASE_URL): it reads and works leads, and nothing a
-- visitor's form needs. The public site's role (db/app-role.sql) stays insert-only, so a flaw
-- in a public form action cannot read or change a lead through it.
-- Run as the database owner after `npm run db:migrate` (and again after each migration), then
-- give the role a password:
--   psql "$OWNER_DATABASE_URL" -f db/desk-role.sql
--   psql "$OWNER_DATABASE_URL" -c "alter role botbazaar_desk password '...'"
do $$
begin
  if not exists (select from pg_roles where rolname = 'botbazaar_desk') then
    create role botbazaar_desk login;
  end if;
end
$$;

grant usage on schema public to botbazaar_desk;

-- Leads: read, moved on (status), judged (spam_reason), and erased on request. Never inserted,
-- and no other column changed.
grant select, delete on bot_orders, custom_bot_requests, contact_messages to botbazaar_desk;
grant update (status, spam_reason) on bot_orders, custom_bot_requests, contact_messages
  to botbazaar_desk;
grant select, delete on newsletter_subscriptions to botbazaar_desk;

-- The outbox: read on the lead page, queued by 'Not spam', due again on a retry, erased.
grant select, insert, update, delete on lead_deliveries to botbazaar_desk;
-- Sign-in attempts are counted beside the forms' limits; an erasure drops the address's counters.
grant select, insert, update, delete on rate_limits to botbazaar_desk;
-- An erasure drops the resend keys of the leads it erases.
grant select, delete on submission_keys to botbazaar_desk;

-- The desk's own tables: owners, sessions, passkeys, sign-in codes and used links, notes, record.
grant select, insert, update, delete on desk_users, desk_sessions, desk_accounts,
  desk_verifications, desk_passkeys, desk_rate_limits, desk_used_links to botbazaar_desk;
-- Notes are never edited and the record never rewritten: added, read, and notes erased with
-- their lead.
grant select, insert, delete on desk_notes to botbazaar_desk;
grant select, insert on desk_events to botbazaar_desk;

-- The bot demos: counted and read on the Demos page and a lead's page; erased with the orders
-- of an erased address.
grant select, delete on demo_conversations, demo_messages to botbazaar_desk;
grant select on demo_token_days to botbazaar_desk;
