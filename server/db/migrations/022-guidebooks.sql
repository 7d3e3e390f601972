-- The user's guidebooks (/guides/yourguides, decision 051). Mirrors server/db/schema-guides.ts.
-- Limits match shared/guides/guides-contract.ts; the count limit is kept under the user's row lock.
create table guidebooks (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 80 and name = btrim(name)),
  destination text not null check (char_length(destination) between 1 and 80 and destination = btrim(destination)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index guidebooks_user_idx on guidebooks (user_id, created_at desc);
