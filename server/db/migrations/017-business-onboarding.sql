-- Business signup, confirmations and onboarding (issue 7, decision 038). Mirrors server/db/schema.ts.

-- A visitor's company signup waits here until the founder follows the e-mailed link: nothing (user,
-- company, profile) exists before the mailbox answers, so no one can squat an address or a company.
create table business_signups (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  -- HMAC of the link's secret; the secret itself is never stored.
  token_hash text not null unique,
  plan text not null check (plan in ('biz', 'bizPlus')),
  company_name text not null,
  first_name text not null,
  last_name text not null,
  size_band text not null,
  country text not null,
  password_hash text not null,
  opt_in boolean not null default false,
  terms_accepted_at timestamptz,
  language text not null default 'en',
  clicked_at timestamptz,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index business_signups_email_idx on business_signups (lower(email));

-- Company and business-profile confirmation links (not email_tokens: their purposes are fixed).
create table business_confirmations (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('company', 'profile')),
  user_id uuid not null references users (id) on delete cascade,
  company_id uuid not null references companies (id) on delete cascade,
  email text not null,
  token_hash text not null unique,
  clicked_at timestamptz,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index business_confirmations_user_idx on business_confirmations (user_id, kind);

-- A member's onboarding: the get-started answers, saved keywords, the reminder grid, and the account
-- list's progress (0-100; null until first computed), which the auth state reads.
create table business_onboarding (
  profile_id uuid primary key references business_profiles (id) on delete cascade,
  setup_version smallint,
  setup_at timestamptz,
  keywords text[] not null default '{}',
  reminder_dismissed_at timestamptz,
  account_progress smallint check (account_progress between 0 and 100),
  updated_at timestamptz not null default now()
);

-- The company's onboarding answers and the company list's progress.
create table company_onboarding (
  company_id uuid primary key references companies (id) on delete cascade,
  size_band text,
  country text,
  travel_needs text[] not null default '{}',
  progress smallint check (progress between 0 and 100),
  updated_at timestamptz not null default now()
);

-- Statuses set by hand; tasks whose condition can be computed are done whatever is stored here.
create table account_task_statuses (
  profile_id uuid not null references business_profiles (id) on delete cascade,
  task_id text not null,
  status text not null check (status in ('todo', 'done', 'skipped')),
  updated_at timestamptz not null default now(),
  primary key (profile_id, task_id)
);

create table company_task_statuses (
  company_id uuid not null references companies (id) on delete cascade,
  task_id text not null,
  status text not null check (status in ('todo', 'done', 'skipped')),
  updated_by_user_id uuid references users (id) on delete set null,
  updated_at timestamptz not null default now(),
  primary key (company_id, task_id)
);
