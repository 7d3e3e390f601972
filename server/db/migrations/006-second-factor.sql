-- Second factors of business verification (decision 020): an authenticator app (TOTP), one-time
-- recovery codes, and e-mailed codes (email_tokens with purpose 'second_factor').
-- Mirrors server/db/schema.ts; keep the two in step.

-- One authenticator per user. While confirmed_at is null the row is an enrolment waiting for its
-- first code. The secret is AES-256-GCM encrypted with a key derived from the server secret, bound to
-- the user id, so the table alone (a backup, a dump) cannot produce codes.
create table totp_credentials (
  user_id uuid primary key references users (id) on delete cascade,
  secret_encrypted text not null,
  confirmed_at timestamptz,
  -- The last time step whose code was accepted: codes of that step or earlier are refused (replay).
  last_used_step bigint not null default 0,
  created_at timestamptz not null default now()
);

-- Ten one-time codes per user; only an HMAC of each is kept.
create table recovery_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index recovery_codes_user_id_idx on recovery_codes (user_id);

alter table email_tokens drop constraint email_tokens_purpose_check;
alter table email_tokens add constraint email_tokens_purpose_check
  check (purpose in ('confirm', 'reset', 'magic_code', 'email_change', 'second_factor'));
