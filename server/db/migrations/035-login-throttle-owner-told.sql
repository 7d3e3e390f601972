-- When the account's owner was last told by mail that someone is guessing at their password (decision
-- 091): at most once a day.
alter table login_throttle add column if not exists owner_told_at timestamptz;
