-- Every share mail a sender has made (decision 047): re-sharing with an address does not mail it again
-- within a day, and a sender mails at most a day's worth of addresses. Rows outlive the shares, so
-- unsharing and sharing again does not reset either. Mirrors server/db/schema-trips.ts.
create table trip_share_mails (
  id uuid primary key default gen_random_uuid(),
  sender_user_id uuid not null references users(id) on delete cascade,
  email text not null,
  created_at timestamptz not null default now()
);
create index trip_share_mails_sender_time on trip_share_mails (sender_user_id, created_at);

-- Foreign keys that deletes and lookups follow (decision 047): deleting a trip or an account no longer
-- reads these tables whole, and a trip's shares are found by the trip.
create index trip_shares_trip_idx on trip_shares (trip_id);
create index trip_share_links_trip_idx on trip_share_links (trip_id);
create index wishlist_items_trip_idx on wishlist_items (trip_id);
create index trip_notifications_trip_idx on trip_notifications (trip_id);
create index trip_events_booker_idx on trip_events (booker_user_id) where booker_user_id is not null;
create index trip_events_traveler_idx on trip_events (traveler_user_id) where traveler_user_id is not null;
create index trip_events_company_idx on trip_events (company_id) where company_id is not null;
