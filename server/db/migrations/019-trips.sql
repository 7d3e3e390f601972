-- Trips (issue 8, decision 043): trips, their events, sharing, read-only links, the wishlist,
-- notifications and each user's trip settings. Mirrors server/db/schema-trips.ts.

-- A user's trips id: the part of every full trip id after its first 6 characters (shared/trips/trip-ids.ts).
-- Made the first time the user owns a trip; never changes.
create table trip_owners (
  user_id uuid primary key references users (id) on delete cascade,
  code text not null unique check (code ~ '^[23456789abcdefghjkmnpqrstuvwxyz]{10}$'),
  created_at timestamptz not null default now()
);

create table trips (
  id uuid primary key default gen_random_uuid(),
  owner_user_id uuid not null references trip_owners (user_id) on delete cascade,
  -- the first 6 characters of the full trip id; unique among the owner's trips
  code text not null check (code ~ '^[23456789abcdefghjkmnpqrstuvwxyz]{6}$'),
  name text not null check (char_length(name) between 1 and 120 and name = btrim(name)),
  destination text not null default '' check (char_length(destination) <= 100),
  -- ISO yyyy-mm-dd as text, like travellers' birth dates: a trip's days have no time zone, and
  -- drivers turn `date` into local Dates
  start_date text check (start_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  end_date text check (end_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  -- the seasonal drawing's destination key (shared/trips/trip-images.ts)
  image_key text not null default 'anywhere' check (image_key ~ '^[a-z]+(-[a-z]+)*$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (owner_user_id, code),
  check (end_date is null or start_date is null or end_date >= start_date)
);
-- One name per owner whatever its case: the de-duplication (trip-rules.ts) retries on a race.
create unique index trips_owner_name_key on trips (owner_user_id, lower(name));

-- An offer saved to a trip, with the copy of the offer taken then; booking sets its price and dates.
-- Booked and cancelled events keep booked_at; cancelled ones cancelled_at too.
create table trip_events (
  id uuid primary key default gen_random_uuid(),
  trip_id uuid not null references trips (id) on delete cascade,
  vertical text not null check (vertical in ('flight', 'hotel', 'car', 'train')),
  offer_id text not null check (char_length(offer_id) between 1 and 100),
  title text not null check (char_length(title) between 1 and 200),
  price_minor integer not null check (price_minor >= 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  starts_at timestamptz not null,
  ends_at timestamptz check (ends_at is null or ends_at >= starts_at),
  state text not null default 'saved' check (state in ('saved', 'inCart', 'booked', 'cancelled')),
  booked_at timestamptz,
  cancelled_at timestamptz,
  -- business bookings: who booked, for whom, for which company (the traveller may be another member)
  booker_user_id uuid references users (id) on delete set null,
  traveler_user_id uuid references users (id) on delete set null,
  company_id uuid references companies (id) on delete set null,
  added_by_user_id uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((state in ('booked', 'cancelled')) = (booked_at is not null)),
  check ((state = 'cancelled') = (cancelled_at is not null))
);
create index trip_events_trip_idx on trip_events (trip_id, starts_at);
-- Saving an offer twice to one trip is one event (until it is booked).
create unique index trip_events_open_offer_key on trip_events (trip_id, vertical, offer_id)
  where state in ('saved', 'inCart');

-- A trip shared by e-mail. user_id is the account that holds the address, once known; until then the
-- share follows the address, for an account whose address is confirmed.
create table trip_shares (
  id uuid primary key default gen_random_uuid(),
  trip_id uuid not null references trips (id) on delete cascade,
  email text not null check (email <> '' and email = lower(email) and char_length(email) <= 254),
  role text not null check (role in ('viewer', 'editor')),
  user_id uuid references users (id) on delete cascade,
  created_by_user_id uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (trip_id, email)
);
create index trip_shares_user_idx on trip_shares (user_id);
create index trip_shares_email_idx on trip_shares (email) where user_id is null;

-- Read-only links: the secret is stored only as its SHA-256; at most one works per trip.
create table trip_share_links (
  id uuid primary key default gen_random_uuid(),
  trip_id uuid not null references trips (id) on delete cascade,
  token_hash text not null unique,
  created_by_user_id uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create unique index trip_share_links_active_key on trip_share_links (trip_id) where revoked_at is null;

-- One item per destination a user has saved for, pointing at the trip it went into.
create table wishlist_items (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  trip_id uuid not null references trips (id) on delete cascade,
  destination text not null check (char_length(destination) between 1 and 100),
  created_at timestamptz not null default now()
);
create unique index wishlist_items_user_destination_key on wishlist_items (user_id, lower(destination));

create table trip_notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  type text not null check (type in ('NEW_SHARED_TRIP')),
  trip_id uuid not null references trips (id) on delete cascade,
  actor_user_id uuid references users (id) on delete set null,
  avatar_url text,
  created_at timestamptz not null default now()
);
create index trip_notifications_user_idx on trip_notifications (user_id, created_at desc);

-- Flags of the trips drawer, tooltips and map views; absent row: everything false.
create table trip_user_settings (
  user_id uuid primary key references users (id) on delete cascade,
  reminder_tooltip_shown boolean not null default false,
  go_to_trips_tooltip_shown boolean not null default false,
  navigation_drawer_tooltip_shown boolean not null default false,
  map_view_fd boolean not null default false,
  map_view_dp boolean not null default false,
  tdp_autopilot boolean not null default false,
  -- notifications up to this moment were dismissed (clearNotification)
  notifications_cleared_at timestamptz,
  updated_at timestamptz not null default now()
);
