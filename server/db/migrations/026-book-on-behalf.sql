-- Book on behalf (issue 9, decision 056): whom an arranger may act for, and travellers' requests to have
-- a saved item booked for them. Mirrors server/db/schema-book-on-behalf.ts.

-- "Explicit" arrangers: a traveller (or an admin for them) names who may book for them
-- (TRIP_EVENT_BOOK_FOR_EXPLICIT reaches exactly these travellers).
create table travel_arranger_delegations (
  company_id uuid not null references companies (id) on delete cascade,
  traveler_user_id uuid not null references users (id) on delete cascade,
  arranger_user_id uuid not null references users (id) on delete cascade,
  created_by_user_id uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (traveler_user_id, arranger_user_id),
  check (traveler_user_id <> arranger_user_id)
);
create index travel_arranger_delegations_arranger_idx
  on travel_arranger_delegations (company_id, arranger_user_id);

-- Travellers who let any arranger of their company book for them (TRIP_EVENT_BOOK_FOR_ALL_ALLOWING).
-- No row: not allowing (opt-in).
create table travel_arranger_consents (
  user_id uuid primary key references users (id) on delete cascade,
  company_id uuid not null references companies (id) on delete cascade,
  allows_arrangers boolean not null default false,
  updated_at timestamptz not null default now()
);
create index travel_arranger_consents_allowing_idx
  on travel_arranger_consents (company_id) where allows_arrangers;

-- A traveller asks for one saved (or carted) item to be booked for them.
create table book_on_behalf_requests (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  traveler_user_id uuid not null references users (id) on delete cascade,
  trip_event_id uuid not null references trip_events (id) on delete cascade,
  note text not null default '' check (char_length(note) <= 500),
  status text not null default 'open' check (status in ('open', 'booked', 'declined', 'withdrawn')),
  decided_by_user_id uuid references users (id) on delete set null,
  decision_comment text check (char_length(decision_comment) <= 500),
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  check ((status = 'open') = (decided_at is null))
);
-- One open request per item.
create unique index book_on_behalf_requests_open_key on book_on_behalf_requests (trip_event_id)
  where status = 'open';
create index book_on_behalf_requests_queue_idx on book_on_behalf_requests (company_id, created_at)
  where status = 'open';
create index book_on_behalf_requests_traveler_idx on book_on_behalf_requests (traveler_user_id);
