-- Company settings (issue 7, decision 034). Mirrors server/db/schema.ts. Every table goes with its
-- company (on delete cascade).

-- General settings beside name, plan, features, booking mode and the verified e-mail domains.
alter table companies add column address_line1 text not null default '';
alter table companies add column address_line2 text not null default '';
alter table companies add column city text not null default '';
alter table companies add column postcode text not null default '';
alter table companies add column country text check (country ~ '^[A-Z]{2}$');
alter table companies add column phone text not null default '';
alter table companies add column default_currency text check (default_currency ~ '^[A-Z]{3}$');

-- A domain waiting for proof: the HMAC of the e-mailed link's secret only; single use, 48 hours.
-- companies.email_domains keeps only verified domains (membership, SSO and signup read it).
create table company_domain_verifications (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  domain text not null,
  sent_to text not null,
  token_hash text not null unique,
  -- the admin who asked (the audit entry names them); their link dies with their account
  requested_by_user_id uuid not null references users (id) on delete cascade,
  requested_by_email text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  -- one pending link per company and domain: a new request replaces the old one
  unique (company_id, domain)
);

create table company_offices (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  name text not null,
  address_line1 text not null default '',
  address_line2 text not null default '',
  city text not null default '',
  postcode text not null default '',
  country text check (country ~ '^[A-Z]{2}$'),
  created_at timestamptz not null default now(),
  unique (company_id, name),
  -- target of business_profiles' composite key: a member's office is of their own company
  unique (id, company_id)
);

-- A member's office is optional; deleting the office clears it.
alter table business_profiles add column office_id uuid;
alter table business_profiles add constraint business_profiles_office_fk
  foreign key (office_id, company_id) references company_offices (id, company_id) on delete set null (office_id);
create index business_profiles_office_idx on business_profiles (office_id) where office_id is not null;

create table company_entities (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  name text not null,
  address_line1 text not null default '',
  address_line2 text not null default '',
  city text not null default '',
  postcode text not null default '',
  country text check (country ~ '^[A-Z]{2}$'),
  registration_number text not null default '',
  vat_number text not null default '',
  billing_currency text not null check (billing_currency ~ '^[A-Z]{3}$'),
  created_at timestamptz not null default now(),
  unique (company_id, name)
);

-- Corporate memberships ("programs"): loyalty or negotiated accounts with a vendor. The account
-- number is answered masked (last four characters); the whole number never leaves the server.
create table company_programs (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  vertical text not null check (vertical in ('flight', 'hotel', 'car', 'train')),
  vendor text not null,
  program_name text not null,
  account_number text not null,
  created_at timestamptz not null default now()
);
create index company_programs_company_idx on company_programs (company_id);

-- Plan upgrade requests (no billing): applied at once or pending until sales completes them.
create table company_plan_requests (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  plan text not null check (plan in ('biz', 'bizPlus', 'enterprise')),
  status text not null check (status in ('PENDING', 'APPLIED')),
  requested_by_user_id uuid references users (id) on delete set null,
  requested_at timestamptz not null default now(),
  decided_at timestamptz
);
create index company_plan_requests_company_idx on company_plan_requests (company_id, requested_at desc);
-- at most one request waits per company
create unique index company_plan_requests_pending_key on company_plan_requests (company_id)
  where status = 'PENDING';
