-- Approvals (issue 9, decision 055): the company's approval settings, approvers and chains, managers,
-- out-of-office delegation, requests with their steps, e-mailed one-click links and the Slack webhook.
-- Mirrors server/db/schema-approvals.ts.

-- One row per company; none means approvals are off.
create table approval_settings (
  company_id uuid primary key references companies (id) on delete cascade,
  -- beforeBooking: the booking waits in the cart; voidWindow: booked at once, decided within window_hours
  timing text not null check (timing in ('beforeBooking', 'voidWindow', 'off')),
  -- per vertical: all, outOfPolicy, notify or off ({"flight": "outOfPolicy", ...})
  vertical_rules jsonb not null default '{}'::jsonb,
  window_hours integer not null default 24 check (window_hours between 1 and 168),
  -- how long each step (and its backup) has before the request moves on
  step_hours integer not null default 24 check (step_hours between 1 and 168),
  default_on_timeout text not null default 'keep' check (default_on_timeout in ('keep', 'cancel')),
  allow_custom_approver boolean not null default false,
  updated_at timestamptz not null default now()
);

-- A member's manager (the "manager" step); absent, the imported manager e-mail is used.
create table approval_managers (
  user_id uuid not null,
  company_id uuid not null,
  manager_user_id uuid not null,
  primary key (user_id),
  check (user_id <> manager_user_id),
  foreign key (user_id, company_id) references business_profiles (user_id, company_id) on delete cascade,
  foreign key (manager_user_id, company_id) references business_profiles (user_id, company_id)
    on delete cascade
);
create index approval_managers_company_idx on approval_managers (company_id);

-- The ordered steps of the company's chain (group_id null) or a group's chain.
create table approval_chain_steps (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  group_id uuid,
  position integer not null check (position between 0 and 9),
  kind text not null check (kind in ('manager', 'user')),
  approver_user_id uuid,
  backup_user_id uuid,
  check ((kind = 'user') = (approver_user_id is not null)),
  foreign key (group_id, company_id) references business_groups (id, company_id) on delete cascade,
  foreign key (approver_user_id, company_id) references business_profiles (user_id, company_id)
    on delete cascade,
  foreign key (backup_user_id, company_id) references business_profiles (user_id, company_id)
    on delete set null (backup_user_id)
);
create unique index approval_chain_steps_position_key
  on approval_chain_steps (company_id, coalesce(group_id, '00000000-0000-0000-0000-000000000000'::uuid), position);

-- An approver away: between the dates (inclusive) the delegate decides in their place.
create table approval_delegations (
  user_id uuid primary key,
  company_id uuid not null,
  delegate_user_id uuid not null,
  starts_on date not null,
  ends_on date not null,
  check (ends_on >= starts_on),
  check (user_id <> delegate_user_id),
  foreign key (user_id, company_id) references business_profiles (user_id, company_id) on delete cascade,
  foreign key (delegate_user_id, company_id) references business_profiles (user_id, company_id)
    on delete cascade
);

-- One request per approval asked; the booking row carries its status too (migration 025).
create table approval_requests (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  trip_event_id uuid not null references trip_events (id) on delete cascade,
  traveler_user_id uuid not null references users (id) on delete cascade,
  booker_user_id uuid references users (id) on delete set null,
  timing text not null check (timing in ('beforeBooking', 'voidWindow')),
  default_on_timeout text not null check (default_on_timeout in ('keep', 'cancel')),
  status text not null default 'pending' check (status in ('pending', 'approved', 'denied', 'expired')),
  current_step integer not null default 0,
  -- the current step's backup has been asked (escalation inside a step, before the next one)
  escalated boolean not null default false,
  step_due_at timestamptz not null,
  -- voidWindow: the window's end; the request never outlives it
  deadline_at timestamptz,
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by_user_id uuid references users (id) on delete set null,
  decided_via text check (decided_via in ('web', 'email', 'slack', 'timeout')),
  comment text check (char_length(comment) <= 500)
);
create unique index approval_requests_pending_event_key on approval_requests (trip_event_id)
  where status = 'pending';
create index approval_requests_company_idx on approval_requests (company_id, created_at);
create index approval_requests_due_idx on approval_requests (step_due_at) where status = 'pending';

-- A request's chain as resolved when it was asked; approver null: any approver for all.
create table approval_request_steps (
  request_id uuid not null references approval_requests (id) on delete cascade,
  position integer not null,
  approver_user_id uuid references users (id) on delete set null,
  backup_user_id uuid references users (id) on delete set null,
  -- waiting, then active; approved, denied or timedOut once it ends
  outcome text check (outcome in ('approved', 'denied', 'timedOut')),
  decided_by_user_id uuid references users (id) on delete set null,
  decided_at timestamptz,
  comment text check (char_length(comment) <= 500),
  primary key (request_id, position)
);

-- E-mailed one-click links: one per approver and step, used once, for approve or deny.
create table approval_links (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null unique,
  request_id uuid not null references approval_requests (id) on delete cascade,
  step integer not null,
  user_id uuid not null references users (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index approval_links_request_idx on approval_links (request_id);

-- The company's Slack incoming webhook: the company's, not the admin's who set it up.
create table company_slack_webhooks (
  company_id uuid primary key references companies (id) on delete cascade,
  webhook_url text not null check (char_length(webhook_url) <= 500),
  channel_label text check (char_length(channel_label) <= 80),
  configured_by_user_id uuid references users (id) on delete set null,
  updated_at timestamptz not null default now()
);
