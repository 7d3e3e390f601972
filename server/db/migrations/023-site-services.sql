-- Site services (issue 10 item 4, decision 050): feedback from our own widget, price alerts and each
-- user's price-alert e-mail choice. Mirrors server/db/schema-site-services.ts.

-- Free text from anyone (signed in or not). Kept as typed: every place that shows it escapes it.
create table site_feedback (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references users (id) on delete set null,
  brand text not null check (char_length(brand) <= 40),
  site text not null check (char_length(site) <= 40),
  page_path text not null check (char_length(page_path) between 1 and 300 and page_path like '/%'),
  rating smallint check (rating between 1 and 5),
  message text not null check (char_length(message) between 1 and 2000),
  created_at timestamptz not null default now()
);
create index site_feedback_created_idx on site_feedback (created_at);

-- One results page of the demo catalogue a user follows (shared/trips/catalogue-contract.ts).
create table price_alerts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  vertical text not null check (vertical in ('flight', 'hotel', 'car', 'train')),
  -- the results page's canonical path, e.g. /flights/search/seoul-tokyo/2026-12-01
  search_path text not null check (char_length(search_path) between 1 and 300),
  created_at timestamptz not null default now(),
  unique (user_id, search_path)
);
create index price_alerts_user_idx on price_alerts (user_id, created_at);

-- The account menu's "price alerts by e-mail"; no row means on.
create table price_alert_settings (
  user_id uuid primary key references users (id) on delete cascade,
  email_enabled boolean not null,
  updated_at timestamptz not null default now()
);
