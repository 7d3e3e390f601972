-- Identity, companies and sessions. Mirrors server/db/schema.ts; keep the two in step.
-- PostgreSQL 15 SQL that PGlite also runs.

create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null check (email <> ''),
  password_hash text,
  first_name text not null,
  last_name text not null,
  has_personal_account boolean not null default false,
  email_confirmed_at timestamptz,
  disabled_at timestamptz,
  locked_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- One account per e-mail whatever its case; lookups use lower(email) to hit this index.
create unique index users_email_lower_key on users (lower(email));

create table companies (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  plan text not null default 'biz' check (plan in ('biz', 'bizPlus', 'enterprise')),
  features text[] not null default '{}',
  email_domains text[] not null default '{}',
  booking_mode text not null default 'TRAVELER_ONLY'
    check (booking_mode in ('TRAVELER_ONLY', 'TRAVELER_OR_TRAVEL_MANAGER')),
  confirmed_at timestamptz,
  created_at timestamptz not null default now()
);

create table roles (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  template_key text,
  name text not null,
  permissions text[] not null default '{}',
  created_at timestamptz not null default now(),
  unique (company_id, name),
  -- Target of business_profiles' composite key: a profile's role must be of its own company.
  unique (id, company_id)
);

create table business_profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references users (id) on delete cascade,
  company_id uuid not null references companies (id) on delete cascade,
  role_id uuid not null,
  confirmed_at timestamptz,
  created_at timestamptz not null default now(),
  foreign key (role_id, company_id) references roles (id, company_id)
);
create index business_profiles_company_id_idx on business_profiles (company_id);

create table session_groups (
  id uuid primary key default gen_random_uuid(),
  secret_hash text not null unique,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);

create table sessions (
  id text primary key,
  group_id uuid not null references session_groups (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  business_mode boolean not null default false,
  active boolean not null default false,
  sticky boolean not null default false,
  second_factor_at timestamptz,
  acting_for_user_id uuid references users (id) on delete set null,
  impersonator_user_id uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_group_id_idx on sessions (group_id);
create index sessions_user_id_idx on sessions (user_id);
