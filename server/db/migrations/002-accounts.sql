-- Accounts and credentials: registration, e-mail links and codes, throttling, travellers, dev outbox.
-- Mirrors server/db/schema.ts; keep the two in step.

alter table users
  add column opt_in boolean not null default false,
  add column terms_accepted_at timestamptz,
  -- Registered but never confirmed: cannot sign in by password until the e-mailed link is opened.
  add column pending_registration boolean not null default false,
  -- A new address waiting for its confirmation link; the account keeps its old one until then.
  add column pending_email text,
  add column password_changed_at timestamptz,
  add column language text not null default 'en';

alter table sessions
  add column user_agent text,
  add column ip_address text,
  -- Last time the user proved who they are in this session (re-authentication for sensitive changes).
  add column authenticated_at timestamptz not null default now();
create index sessions_user_id_live_idx on sessions (user_id) where revoked_at is null;

alter table session_groups
  -- Set by /k/run/auth/add: the next sign-in in this browser joins the group instead of replacing it.
  add column adding_until timestamptz;

-- Single-use secrets sent by e-mail: confirmation and reset links, sign-in and e-mail-change codes.
create table email_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('confirm', 'reset', 'magic_code', 'email_change')),
  -- HMAC of the secret (with the e-mail for short codes): the secret itself is never stored.
  token_hash text not null,
  email text not null,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index email_tokens_hash_idx on email_tokens (token_hash);
create index email_tokens_user_purpose_idx on email_tokens (user_id, purpose);

-- Consecutive sign-in failures per identifier (keyed by an HMAC of the e-mail, known or not).
create table login_throttle (
  key_hash text primary key,
  failures integer not null default 0,
  last_failure_at timestamptz,
  blocked_at timestamptz
);

create table travelers (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  first_name text not null,
  middle_name text,
  last_name text not null,
  -- ISO yyyy-mm-dd as text: a birth date has no time zone, and drivers turn `date` into local Dates.
  date_of_birth text check (date_of_birth ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  email_address text,
  phone_number text,
  phone_country_code text,
  phone_country_code_iso text,
  tsaredress text,
  known_traveler_number text,
  gender text,
  preferred boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index travelers_user_id_idx on travelers (user_id);

-- Mail that was sent, kept for the development outbox page when no SMTP server is configured.
create table mail_outbox (
  id uuid primary key default gen_random_uuid(),
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  created_at timestamptz not null default now()
);
