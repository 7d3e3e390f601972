-- Company events and inbox sync (issue 10, decision 052). Mirrors server/db/schema-events.ts.

-- An offsite or conference of a company. Days are ISO yyyy-mm-dd text, like trips' (no time zone).
-- The organiser is the member who created it; their account going leaves the event to the company.
create table business_events (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 120),
  city text not null check (char_length(city) between 1 and 80),
  start_date text not null check (start_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  end_date text not null check (end_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  description text not null default '' check (char_length(description) <= 2000),
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, company_id),
  check (end_date >= start_date)
);
create index business_events_company_idx on business_events (company_id, start_date);
create index business_events_created_by_idx on business_events (created_by);

-- Attendees are members of the event's company: the composite keys make a cross-company row
-- impossible, and a member leaving the company leaves its events.
create table business_event_attendees (
  event_id uuid not null,
  user_id uuid not null,
  company_id uuid not null,
  primary key (event_id, user_id),
  foreign key (event_id, company_id) references business_events (id, company_id) on delete cascade,
  foreign key (user_id, company_id) references business_profiles (user_id, company_id) on delete cascade
);
create index business_event_attendees_user_idx on business_event_attendees (user_id);

-- A user's consent to inbox sync: who they are at the provider and what they granted. No token is
-- kept (decision 052): nothing here would let anyone read the mailbox.
create table inbox_sync_grants (
  user_id uuid not null references users (id) on delete cascade,
  provider text not null check (provider in ('gmail')),
  subject text not null check (char_length(subject) between 1 and 255),
  email text check (char_length(email) <= 320),
  scopes text[] not null,
  granted_at timestamptz not null default now(),
  primary key (user_id, provider)
);
