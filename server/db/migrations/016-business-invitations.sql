-- People's lifecycle (issue 7, decision 037): invitations and the directory fields of the CSV import.
-- Mirrors server/db/schema.ts.

-- An invitation to join a company. The e-mailed secret is stored only as its SHA-256; a resend
-- replaces it (the old link dies). Accepting or revoking closes the invitation for good.
create table business_invitations (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  email text not null check (email <> '' and email = lower(email)),
  role_id uuid not null,
  token_hash text not null unique,
  invited_by_user_id uuid references users (id) on delete set null,
  -- guests: who answers for them, and when their access ends (copied to business_profiles on joining)
  guest boolean not null default false,
  sponsor_user_id uuid references users (id) on delete set null,
  access_ends_at timestamptz,
  -- the import's directory fields (employeeId, department, costCenter, managerEmail, office, groups)
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  sent_at timestamptz not null default now(),
  expires_at timestamptz not null,
  accepted_at timestamptz,
  accepted_user_id uuid references users (id) on delete set null,
  revoked_at timestamptz,
  -- a deleted custom role takes its open invitations with it
  foreign key (role_id, company_id) references roles (id, company_id) on delete cascade
);
-- One open invitation per e-mail and company: inviting again renews it.
create unique index business_invitations_open_key on business_invitations (company_id, email)
  where accepted_at is null and revoked_at is null;
create index business_invitations_open_email_idx on business_invitations (email)
  where accepted_at is null and revoked_at is null;

-- A member's directory fields from the import (KAYAK for Business' reporting columns).
create table business_member_details (
  profile_id uuid primary key references business_profiles (id) on delete cascade,
  employee_id text,
  department text,
  cost_center text,
  manager_email text,
  office text,
  group_names text[] not null default '{}',
  updated_at timestamptz not null default now()
);
