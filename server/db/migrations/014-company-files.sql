-- The company's files and messages (issue 7, decision 035). Mirrors server/db/schema.ts. Every table
-- goes with its company (on delete cascade): deleting a company erases what it uploaded and asked.

-- The logo, re-encoded (never the uploaded bytes), in the database so that every instance serves it.
-- version: a hash of the stored image, in the logo's URL (cacheable for ever, changes with the image).
create table company_logos (
  company_id uuid primary key references companies (id) on delete cascade,
  version text not null check (version ~ '^[0-9a-f]{16}$'),
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/gif')),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  image bytea not null,
  updated_by_user_id uuid references users (id) on delete set null,
  updated_at timestamptz not null default now()
);

-- E-mailed deletion links: the token's HMAC only, single use, 24 hours.
create table company_deletion_requests (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  requested_by_user_id uuid not null references users (id) on delete cascade,
  confirmation_code text not null,
  requested_at timestamptz not null,
  token_hash text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  unique (company_id, confirmation_code)
);

-- Demo requests, "not now" and waitlists: one row per company, kind and feature ('' but for the waitlist).
create table company_interests (
  company_id uuid not null references companies (id) on delete cascade,
  kind text not null check (kind in ('demo', 'demoPostponed', 'waitlist')),
  feature text not null default '',
  requested_by_user_id uuid references users (id) on delete set null,
  details jsonb not null default '{}'::jsonb,
  until timestamptz,
  requested_at timestamptz not null default now(),
  primary key (company_id, kind, feature)
);

-- Messages to the account manager and issue reports, kept as sent to the support address.
create table support_messages (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  user_id uuid references users (id) on delete set null,
  user_email text not null,
  kind text not null check (kind in ('accountManager', 'issue')),
  subject text not null,
  description text not null,
  topic text,
  booking_number text,
  created_at timestamptz not null default now()
);
create index support_messages_company_idx on support_messages (company_id, created_at desc);

-- Their attachments, after the upload rules (type by magic bytes; images re-encoded).
create table support_attachments (
  id uuid primary key default gen_random_uuid(),
  message_id uuid not null references support_messages (id) on delete cascade,
  position integer not null,
  file_name text not null,
  content_type text not null,
  size integer not null check (size >= 0),
  content bytea not null,
  unique (message_id, position)
);
