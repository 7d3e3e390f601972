-- Payment options, trip reporting fields, travellers' account permissions, multi-room bookings and
-- homepage messages (issue 9, decision 057). Mirrors server/db/schema-payment.ts.

-- A card is a reference held by a payment provider: its token, brand, last four digits, expiry and
-- holder. No card number is ever stored (the service refuses anything that looks like one).
create table payment_cards (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  -- company: a shared card (group_id null: the company's default); personal: a traveller's own
  kind text not null check (kind in ('company', 'personal')),
  group_id uuid references business_groups (id) on delete cascade,
  owner_user_id uuid references users (id) on delete cascade,
  provider_token text not null check (char_length(provider_token) between 8 and 200),
  brand text not null check (brand in ('visa', 'mastercard', 'amex', 'discover', 'jcb', 'unionpay', 'other')),
  last4 text not null check (last4 ~ '^[0-9]{4}$'),
  exp_month smallint not null check (exp_month between 1 and 12),
  exp_year smallint not null check (exp_year between 2000 and 2100),
  holder_name text not null check (char_length(holder_name) between 1 and 100),
  -- who added it, for the audit log only: the card stays the company's when they leave
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  check (
    (kind = 'company' and owner_user_id is null)
    or (kind = 'personal' and owner_user_id is not null and group_id is null)
  )
);
-- One shared card per policy group, and one company default.
create unique index payment_cards_group_key on payment_cards (company_id, group_id)
  where kind = 'company' and group_id is not null;
create unique index payment_cards_default_key on payment_cards (company_id)
  where kind = 'company' and group_id is null;
create index payment_cards_owner_idx on payment_cards (owner_user_id) where kind = 'personal';
create index payment_cards_group_idx on payment_cards (group_id);

-- Per company: invoice, multi-room bookings and what travellers may change in their own accounts.
create table company_travel_settings (
  company_id uuid primary key references companies (id) on delete cascade,
  invoice_enabled boolean not null default false,
  multi_room_bookings boolean not null default false,
  allow_personal_cards boolean not null default true,
  allow_profile_edit boolean not null default true,
  allow_custom_approver boolean not null default false,
  allow_guest_booking boolean not null default false,
  updated_at timestamptz not null default now()
);

-- Trip reporting fields asked at checkout (cost centre, project, custom), in the company's order.
create table trip_reporting_fields (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  key text not null check (key ~ '^[a-z][a-zA-Z0-9_]{0,39}$'),
  label text not null check (char_length(label) between 1 and 80),
  kind text not null check (kind in ('costCenter', 'project', 'custom')),
  input text not null check (input in ('text', 'list')),
  options text[] not null default '{}',
  required boolean not null default false,
  active boolean not null default true,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  unique (company_id, key),
  check (input = 'list' or cardinality(options) = 0)
);
create index trip_reporting_fields_company_idx on trip_reporting_fields (company_id, position);

-- Rooms a hotel booking holds (multi-room bookings); 1 for everything else.
alter table trip_events add column rooms smallint not null default 1 check (rooms between 1 and 8);

-- Homepage messages: shown to the company's travellers on the home page in business mode, to everyone
-- or to some policy groups, from the first day to the last (inclusive; null: open-ended).
create table homepage_messages (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  title text not null check (char_length(title) between 1 and 120),
  body text not null check (char_length(body) between 1 and 2000),
  audience text not null check (audience in ('everyone', 'groups')),
  group_ids uuid[] not null default '{}',
  -- ISO days as text (as business_events): the same value on PGlite and PostgreSQL, in order as text
  starts_on text not null check (starts_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  ends_on text check (ends_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  check (ends_on is null or ends_on >= starts_on),
  check (audience = 'groups' or cardinality(group_ids) = 0)
);
create index homepage_messages_company_idx on homepage_messages (company_id, starts_on);

-- The expense export (EXPENSIFY_INTEGRATION): owned by the company, so it keeps working when the admin
-- who connected it leaves (connected_by only says who did, for the card).
create table expense_connections (
  company_id uuid primary key references companies (id) on delete cascade,
  system_code text not null check (system_code in ('EXPENSIFY')),
  endpoint_url text not null check (char_length(endpoint_url) between 10 and 500),
  connected_by uuid references users (id) on delete set null,
  connected_at timestamptz not null default now(),
  last_success_at timestamptz,
  last_error text,
  last_error_at timestamptz
);

-- One expense record per booking, written with the booking (an outbox) and sent after it commits.
create table expense_deliveries (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  event_id uuid not null references trip_events (id) on delete cascade,
  payload jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  delivered_at timestamptz,
  unique (event_id)
);
create index expense_deliveries_company_idx on expense_deliveries (company_id, status);
