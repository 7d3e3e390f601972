-- Passkeys (WebAuthn): credentials of signed-in users and the single-use challenges of each ceremony.
-- Mirrors server/db/schema.ts; keep the two in step. Decision 017.

-- The opaque WebAuthn user handle of an account: random, never the user's id or e-mail.
create table passkey_user_handles (
  user_id uuid primary key references users (id) on delete cascade,
  handle text not null unique
);

create table passkey_credentials (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  -- base64url credential id as the authenticator gave it.
  credential_id text not null unique,
  -- COSE public key.
  public_key bytea not null,
  -- Signature counter; an assertion whose counter does not rise is refused (cloned authenticator).
  counter bigint not null default 0 check (counter >= 0),
  device_type text not null check (device_type in ('singleDevice', 'multiDevice')),
  backed_up boolean not null default false,
  aaguid text,
  name text not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
create index passkey_credentials_user_id_idx on passkey_credentials (user_id);

create table passkey_challenges (
  id uuid primary key default gen_random_uuid(),
  -- sha-256 of the challenge; the challenge is looked up by what the authenticator signed.
  challenge_hash text not null unique,
  -- sha-256 of the browser's session-group secret: a challenge answers only in the browser that asked.
  group_hash text not null,
  purpose text not null check (purpose in ('login', 'register')),
  -- register: the signed-in user the challenge was issued to.
  user_id uuid references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index passkey_challenges_expires_at_idx on passkey_challenges (expires_at);
