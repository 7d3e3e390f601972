-- Social identities linked to accounts. Mirrors server/db/schema.ts; keep the two in step.
-- An account is found by (provider, subject) only, never by e-mail (ASVS 6.8.1, decision 019).
create table social_identities (
  id uuid primary key default gen_random_uuid(),
  provider text not null check (provider in ('google', 'apple', 'naver')),
  -- The provider's stable id of the person (OIDC `sub`, Naver's `id`).
  subject text not null check (subject <> ''),
  user_id uuid not null references users (id) on delete cascade,
  -- What the provider said the e-mail was when the identity was linked; never used to find the account.
  email text,
  created_at timestamptz not null default now(),
  unique (provider, subject),
  -- One identity per provider per account keeps unlinking unambiguous.
  unique (user_id, provider)
);
