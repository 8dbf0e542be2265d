-- Custom SQL migration file, put your code below! --
-- A clean subscription of an address stored only as suspected spam must count (decisions.md).
-- The app's role may read nothing and change nothing in newsletter_subscriptions; through this
-- function, which runs as its owner, it may clear the flag of one address, and learn only
-- whether there was one to clear.
CREATE FUNCTION clear_newsletter_spam_flag(address text) RETURNS boolean
LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path FROM CURRENT AS $$
  WITH cleared AS (
    UPDATE newsletter_subscriptions SET spam_reason = NULL
    WHERE lower(email) = lower(btrim(address)) AND spam_reason IS NOT NULL
    RETURNING 1
  )
  SELECT count(*) > 0 FROM cleared
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION clear_newsletter_spam_flag(text) FROM PUBLIC;
